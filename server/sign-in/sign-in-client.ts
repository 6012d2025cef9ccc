import * as oidc from "openid-client";
import { ApiError } from "../api-errors";
import type { Identity } from "../users/users";
import type { LoginAttempt } from "./login-attempts";

export interface SignInClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  /** Replaces the network for every request to the provider. */
  fetch?: oidc.CustomFetch;
  /** "login": the provider asks who is signing in every time. */
  prompt?: "login";
}

export interface SignInClient {
  /** A new attempt's secrets and the provider's authorization URL. */
  start(
    redirectUrl: string,
  ): Promise<{ attempt: LoginAttempt; authorizationUrl: string }>;
  /** Exchanges the callback's code (checking state, nonce, PKCE) for who signed in. */
  finish(callbackUrl: URL, attempt: LoginAttempt): Promise<Identity>;
}

/** OpenID Connect sign-in (authorization code with PKCE) against one provider. */
export function createSignInClient(options: SignInClientOptions): SignInClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discover once; a failure (provider down) is retried on the next sign-in.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        {
          ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
          execute: options.issuer.startsWith("http:")
            ? [oidc.allowInsecureRequests]
            : [],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectUrl) {
      const config = await configuration();
      const attempt: LoginAttempt = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        code_verifier: oidc.randomPKCECodeVerifier(),
        redirect_url: redirectUrl,
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.callbackUrl,
        scope: "openid email profile",
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(
          attempt.code_verifier,
        ),
        code_challenge_method: "S256",
        ...(options.prompt && { prompt: options.prompt }),
      });
      return { attempt, authorizationUrl: authorizationUrl.href };
    },

    async finish(callbackUrl, attempt) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: attempt.code_verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ApiError(502, "The provider sent no ID token.");
      return identityFromClaims(config.serverMetadata().issuer, claims);
    },
  };
}

const text = (value: unknown, max: number) =>
  typeof value === "string"
    ? value
        .replace(/\p{Cc}/gu, "")
        .trim()
        .slice(0, max)
    : "";

/** Our user fields from standard claims; names fall back to `name`, then the e-mail. */
export function identityFromClaims(
  issuer: string,
  claims: Record<string, unknown>,
): Identity {
  const email = text(claims.email, 254);
  if (!email)
    throw new ApiError(400, "The provider did not share an e-mail address.");
  const [givenFromName = "", ...rest] = text(claims.name, 201).split(/\s+/);
  const first_name =
    text(claims.given_name, 100) ||
    givenFromName.slice(0, 100) ||
    email.split("@")[0]!.slice(0, 100);
  const last_name =
    text(claims.family_name, 100) || rest.join(" ").slice(0, 100);
  return {
    issuer,
    subject: text(claims.sub, 255),
    email,
    first_name,
    last_name,
  };
}
