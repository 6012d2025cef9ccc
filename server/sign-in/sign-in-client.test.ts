import { generateKeyPairSync } from "node:crypto";
import {
  createFakeOidcProvider,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_ISSUER,
  type FakeOidcProvider,
} from "../testing/fake-oidc-provider";
import type { TokenAuthMethod } from "../api-settings";
import { createSignInClient } from "./sign-in-client";

const CALLBACK = "https://northfare.test/api/user-session/callback";

function clientFor(
  provider: FakeOidcProvider,
  tokenAuthMethod?: TokenAuthMethod,
) {
  return createSignInClient({
    issuer: FAKE_ISSUER,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    callbackUrl: CALLBACK,
    tokenAuthMethod,
    fetch: provider.fetch,
    postLogoutRedirectUrl: "https://northfare.test/",
  });
}

/** Starts an attempt and comes back with a code, as the provider would send the browser. */
async function signIn(
  provider: FakeOidcProvider,
  tokenAuthMethod?: TokenAuthMethod,
) {
  const client = clientFor(provider, tokenAuthMethod);
  const { attempt, authorizationUrl } = await client.start(
    "https://northfare.test/points",
  );
  provider.expectNonceFrom(authorizationUrl);
  const callback = new URL(`${CALLBACK}?code=code-1&state=${attempt.state}`);
  return client.finish(callback, attempt);
}

describe("the sign-in client against a provider at the spec's defaults", () => {
  it("reads the e-mail and names from userinfo when the ID token carries only sub", async () => {
    const provider = createFakeOidcProvider();
    const { identity, idToken } = await signIn(provider);
    expect(identity).toEqual({
      issuer: FAKE_ISSUER,
      subject: "subject-1",
      email: "camille@example.com",
      first_name: "Camille",
      last_name: "Bouchard",
    });
    expect(idToken?.split(".")).toHaveLength(3);
    expect(provider.userinfoRequests).toBe(1);
  });

  it("asks userinfo nothing when the ID token has the profile", async () => {
    const provider = createFakeOidcProvider();
    const claims = provider.idToken.claims;
    provider.idToken.claims = (nonce) => ({
      ...claims(nonce),
      email: "ada@example.com",
      name: "Ada Tremblay",
    });
    const { identity } = await signIn(provider);
    expect(identity).toMatchObject({
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "Tremblay",
    });
    expect(provider.userinfoRequests).toBe(0);
  });

  it("refuses userinfo answering for another subject", async () => {
    const provider = createFakeOidcProvider();
    provider.userinfo = { ...provider.userinfo, sub: "someone-else" };
    await expect(signIn(provider)).rejects.toThrow();
  });

  it("authenticates at the token endpoint with client_secret_basic by default", async () => {
    const provider = createFakeOidcProvider();
    await signIn(provider);
    const [request] = provider.tokenRequests;
    const [scheme, encoded] = request!.authorization!.split(" ");
    expect(scheme).toBe("Basic");
    // RFC 6749 2.3.1: each part form-encoded, then base64.
    const [id, secret] = Buffer.from(encoded!, "base64")
      .toString()
      .split(":")
      .map(decodeURIComponent);
    expect({ id, secret }).toEqual({
      id: FAKE_CLIENT_ID,
      secret: FAKE_CLIENT_SECRET,
    });
    expect(request!.body.has("client_secret")).toBe(false);
    expect(request!.body.get("code_verifier")).toMatch(/^[\w-]{43,}$/);
  });

  it("sends the secret in the body with client_secret_post", async () => {
    const provider = createFakeOidcProvider();
    await signIn(provider, "client_secret_post");
    const [request] = provider.tokenRequests;
    expect(request!.authorization).toBeUndefined();
    expect(request!.body.get("client_id")).toBe(FAKE_CLIENT_ID);
    expect(request!.body.get("client_secret")).toBe(FAKE_CLIENT_SECRET);
  });
});

describe("the sign-in client refuses an ID token", () => {
  const tampered = (
    change: (claims: Record<string, unknown>) => Record<string, unknown>,
  ) => {
    const provider = createFakeOidcProvider();
    const claims = provider.idToken.claims;
    provider.idToken.claims = (nonce) => change(claims(nonce));
    return provider;
  };

  it.each([
    ["from another issuer", { iss: "https://evil.example" }],
    ["for another audience", { aud: "someone-elses-client" }],
    ["for several audiences without us", { aud: ["a", "b"] }],
    ["with another nonce", { nonce: "replayed-nonce" }],
  ])("%s", async (_case, change) => {
    const provider = tampered((claims) => ({ ...claims, ...change }));
    await expect(signIn(provider)).rejects.toThrow(
      /unexpected JWT claim value/,
    );
  });

  it("that has expired", async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const provider = tampered((claims) => ({
      ...claims,
      iat: past - 300,
      exp: past,
    }));
    await expect(signIn(provider)).rejects.toThrow(
      /JWT timestamp claim value failed validation/,
    );
  });

  it("with alg none (unsigned)", async () => {
    const provider = createFakeOidcProvider();
    provider.idToken.header = { alg: "none" };
    await expect(signIn(provider)).rejects.toThrow();
    expect(provider.userinfoRequests).toBe(0);
  });

  it("signed by a key that is not the provider's", async () => {
    const provider = createFakeOidcProvider();
    provider.idToken.key = generateKeyPairSync("rsa", {
      modulusLength: 2048,
    }).privateKey;
    await expect(signIn(provider)).rejects.toThrow();
  });
});

describe("the provider's health and its end-session address", () => {
  it("names OIDC_ISSUER when discovery names another issuer", async () => {
    const provider = createFakeOidcProvider();
    provider.metadata.issuer = "https://other.test";
    expect(await clientFor(provider).check()).toEqual({
      ok: false,
      problem: `Sign-in is unavailable: the provider ${FAKE_ISSUER} names a different issuer in its discovery document; set OIDC_ISSUER to exactly the issuer it names.`,
    });
  });

  it("is ok once discovery answers as configured", async () => {
    expect(await clientFor(createFakeOidcProvider()).check()).toEqual({
      ok: true,
    });
  });

  it("gives the end-session address with the ID token as hint", async () => {
    const provider = createFakeOidcProvider();
    const url = new URL(
      (await clientFor(provider).endSessionUrl("id.token.value"))!,
    );
    expect(url.origin + url.pathname).toBe(`${FAKE_ISSUER}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: "id.token.value",
      post_logout_redirect_uri: "https://northfare.test/",
      client_id: FAKE_CLIENT_ID,
    });
  });

  it("gives none when the provider has no end-session endpoint", async () => {
    const provider = createFakeOidcProvider();
    provider.metadata.end_session_endpoint = undefined;
    expect(await clientFor(provider).endSessionUrl("id.token")).toBeUndefined();
  });
});

describe("a provider that does not answer", () => {
  const refused = () =>
    new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED"), {
        code: "ECONNREFUSED",
      }),
    });

  /** The provider, its first `failures` requests to `path` refused. */
  function flaky(path: string, failures: number) {
    const provider = createFakeOidcProvider();
    const answer = provider.fetch;
    const requests = { count: 0 };
    provider.fetch = async (url, options) => {
      if (new URL(url).pathname.endsWith(path)) {
        requests.count += 1;
        if (requests.count <= failures) throw refused();
      }
      return answer(url, options);
    };
    return { provider, requests };
  }

  it("tries discovery again after a refused connection, then signs in", async () => {
    const { provider, requests } = flaky("/openid-configuration", 2);
    const { identity } = await signIn(provider);
    expect(identity.email).toBe("camille@example.com");
    expect(requests.count).toBe(3);
  });

  it("tries discovery 3 times at most, then tells the socket's error", async () => {
    const { provider, requests } = flaky("/openid-configuration", Infinity);
    expect(await clientFor(provider).check()).toEqual({
      ok: false,
      problem: `Sign-in is unavailable: the provider ${FAKE_ISSUER} could not be reached (ECONNREFUSED).`,
    });
    expect(requests.count).toBe(3);
  });

  it("does not ask again a provider that named another issuer: that is an answer", async () => {
    const { provider, requests } = flaky("/openid-configuration", 0);
    provider.metadata.issuer = "https://other.test";
    expect((await clientFor(provider).check()).ok).toBe(false);
    expect(requests.count).toBe(1);
  });

  it("never sends an authorization code twice: a failed exchange is not retried", async () => {
    const { provider, requests } = flaky("/token", 1);
    await expect(signIn(provider)).rejects.toThrow();
    expect(requests.count).toBe(1);
  });
});
