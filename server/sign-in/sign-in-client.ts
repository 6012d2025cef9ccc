import * as oidc from "openid-client";
import { ApiError } from "../platform/http/api-errors";
import type { TokenAuthMethod } from "../api-settings";
import type { Identity } from "../account";
import { identityFromClaims, lacksProfile } from "./identity";
import type { LoginAttempt } from "./login-attempts";
import { describeProviderProblem } from "./provider-problem";
import { DependencyUnavailable } from "../platform/outbound/dependency";
import {
  DEFAULT_RETRY_POLICY,
  guardedCall,
} from "../platform/outbound/guarded-call";

export interface SignInClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  /** How the token endpoint is told who we are; default OIDC Core's basic. */
  tokenAuthMethod?: TokenAuthMethod;
  /** Replaces the network for every request to the provider. */
  fetch?: oidc.CustomFetch;
  /** "login": the provider asks who is signing in every time. */
  prompt?: "login";
  /** Where the provider's end-session endpoint returns; unset, logout ends only ours. */
  postLogoutRedirectUrl?: string;
  /** Where a change in the provider's health is written, one sentence each. */
  log?: { info(message: string): void; error(message: string): void };
}

export interface SignInResult {
  identity: Identity;
  /** Kept with the session as the end-session endpoint's hint. */
  idToken: string | undefined;
}

export type ProviderStatus = { ok: true } | { ok: false; problem: string };

export interface SignInClient {
  /** A new attempt's secrets and the provider's authorization URL. */
  start(
    redirectUrl: string,
  ): Promise<{ attempt: LoginAttempt; authorizationUrl: string }>;
  /** Exchanges the callback's code (checking state, nonce, PKCE) for who signed in. */
  finish(callbackUrl: URL, attempt: LoginAttempt): Promise<SignInResult>;
  /** Whether the provider can be used: its discovery, tried again 30 s after a failure. */
  check(): Promise<ProviderStatus>;
  /** The provider's end-session address, when it has one, to end its session too. */
  endSessionUrl(idToken: string | null): Promise<string | undefined>;
}

/** A failed discovery is not tried again by the health check sooner than this. */
const RECHECK_MS = 30_000;
/** Seconds before a request to the provider (the code exchange, userinfo) counts as unanswered. */
const PROVIDER_TIMEOUT_S = 10;
/**
 * Discovery is a read, safe to repeat: 3 attempts of 2 s at most, with
 * jittered waits, within 4.5 s (guarded-call.ts). The code exchange is not
 * retried: an authorization code is good for one use only.
 */
const DISCOVERY_POLICY = DEFAULT_RETRY_POLICY;

/** OpenID Connect sign-in (authorization code with PKCE) against one provider. */
export function createSignInClient(options: SignInClientOptions): SignInClient {
  const clientAuth =
    options.tokenAuthMethod === "client_secret_post"
      ? oidc.ClientSecretPost(options.clientSecret)
      : oidc.ClientSecretBasic(options.clientSecret);
  let discovered: Promise<oidc.Configuration> | undefined;
  let failure: { problem: string; at: number } | undefined;

  const discoverOnce = () =>
    oidc.discovery(
      new URL(options.issuer),
      options.clientId,
      undefined,
      clientAuth,
      {
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
        timeout: DISCOVERY_POLICY.attemptTimeoutMs / 1000,
        execute: [
          // The ID token's signature is checked against the provider's
          // keys too, not only trusted for arriving over TLS.
          oidc.enableNonRepudiationChecks,
          ...(options.issuer.startsWith("http:")
            ? [oidc.allowInsecureRequests]
            : []),
        ],
      },
    );
  // Its last failure, when the tries are spent: the problem is told as it was.
  const discover = () =>
    guardedCall("sign-in", discoverOnce, DISCOVERY_POLICY).catch(
      (error: unknown) => {
        throw error instanceof DependencyUnavailable && error.cause
          ? error.cause
          : error;
      },
    );

  // Discover once; a failure (provider down) is tried again when next asked.
  const configuration = () => {
    discovered ??= discover().then(
      (config) => {
        config.timeout = PROVIDER_TIMEOUT_S;
        if (failure)
          options.log?.info(
            `Sign-in provider ${options.issuer} answers again.`,
          );
        else
          options.log?.info(
            `Sign-in provider ${options.issuer} checked: issuer and TLS are as configured.`,
          );
        failure = undefined;
        return config;
      },
      (error: unknown) => {
        discovered = undefined;
        const problem = describeProviderProblem(
          "Sign-in is unavailable",
          options.issuer,
          error,
        );
        if (problem !== failure?.problem) options.log?.error(problem);
        failure = { problem, at: Date.now() };
        throw error;
      },
    );
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
        tab_nonce: null,
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
      // At the spec's defaults the ID token of a code flow carries only
      // `sub`: the e-mail and names are at the userinfo endpoint.
      const profile = lacksProfile(claims)
        ? {
            ...(await oidc.fetchUserInfo(
              config,
              tokens.access_token,
              claims.sub,
            )),
            ...claims,
          }
        : claims;
      return {
        identity: identityFromClaims(config.serverMetadata().issuer, profile),
        idToken: tokens.id_token,
      };
    },

    async check() {
      if (failure && Date.now() - failure.at < RECHECK_MS) {
        return { ok: false, problem: failure.problem };
      }
      try {
        await configuration();
        return { ok: true };
      } catch {
        return {
          ok: false,
          problem: failure?.problem ?? "Sign-in is unavailable.",
        };
      }
    },

    async endSessionUrl(idToken) {
      if (!options.postLogoutRedirectUrl) return undefined;
      const config = await configuration().catch(() => undefined);
      if (!config?.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: options.postLogoutRedirectUrl,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    },
  };
}
