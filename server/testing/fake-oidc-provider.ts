import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import type { CustomFetch } from "openid-client";

export const FAKE_ISSUER = "https://provider.test";
export const FAKE_CLIENT_ID = "northfare-client";
export const FAKE_CLIENT_SECRET = "fake-client-secret";

const base64url = (value: unknown) =>
  Buffer.from(
    typeof value === "string" ? value : JSON.stringify(value),
  ).toString("base64url");

/** A signed (or, with alg none, unsigned) JWT. */
export function makeJwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  key: KeyObject,
): string {
  const input = `${base64url(header)}.${base64url(payload)}`;
  if (header.alg === "none") return `${input}.`;
  return `${input}.${sign("sha256", Buffer.from(input), key).toString("base64url")}`;
}

export interface TokenRequest {
  authorization: string | undefined;
  body: URLSearchParams;
}

/**
 * A provider as a test wants it, answering openid-client's requests through
 * its custom fetch: discovery, keys, token, userinfo. Each test changes what
 * the token endpoint signs (`idToken`) to see the client refuse it.
 */
export function createFakeOidcProvider(issuer = FAKE_ISSUER) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
  });
  const now = () => Math.floor(Date.now() / 1000);
  // The nonce the next ID token carries: the one the attempt sent.
  let pendingNonce = "";
  const provider = {
    /** What discovery answers, beyond the endpoints. */
    metadata: {
      issuer,
      end_session_endpoint: `${issuer}/session/end` as string | undefined,
    },
    /** The ID token's header, claims and signing key, changed by tests. */
    idToken: {
      header: { alg: "RS256", kid: "key-1" } as Record<string, unknown>,
      claims: (nonce: string): Record<string, unknown> => ({
        iss: issuer,
        aud: FAKE_CLIENT_ID,
        sub: "subject-1",
        nonce,
        iat: now(),
        exp: now() + 300,
      }),
      key: privateKey,
    },
    userinfo: {
      sub: "subject-1",
      email: "camille@example.com",
      given_name: "Camille",
      family_name: "Bouchard",
    } as Record<string, unknown>,
    tokenRequests: [] as TokenRequest[],
    userinfoRequests: 0,
    fetch: undefined as unknown as CustomFetch,
    expectNonceFrom(authorizationUrl: string) {
      pendingNonce = new URL(authorizationUrl).searchParams.get("nonce") ?? "";
    },
  };

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });

  provider.fetch = async (url, options) => {
    const { pathname } = new URL(url);
    const headers = new Headers(options.headers);
    switch (pathname) {
      case "/.well-known/openid-configuration":
        return json({
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/me`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          ...provider.metadata,
        });
      case "/jwks":
        return json({
          keys: [
            {
              ...publicKey.export({ format: "jwk" }),
              kid: "key-1",
              alg: "RS256",
              use: "sig",
            },
          ],
        });
      case "/token": {
        const body = new URLSearchParams(String(options.body));
        provider.tokenRequests.push({
          authorization: headers.get("authorization") ?? undefined,
          body,
        });
        return json({
          access_token: "access-token-1",
          token_type: "Bearer",
          expires_in: 300,
          id_token: makeJwt(
            provider.idToken.header,
            provider.idToken.claims(pendingNonce),
            provider.idToken.key,
          ),
        });
      }
      case "/me":
        provider.userinfoRequests += 1;
        if (headers.get("authorization") !== "Bearer access-token-1") {
          return json({ error: "invalid_token" }, 401);
        }
        return json(provider.userinfo);
      default:
        return json({ error: "not_found" }, 404);
    }
  };

  return provider;
}

export type FakeOidcProvider = ReturnType<typeof createFakeOidcProvider>;
