import {
  createFakeOidcProvider,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FAKE_ISSUER,
} from "../testing/fake-oidc-provider";
import { describeProviderProblem } from "./provider-problem";
import { createSignInClient } from "./sign-in-client";

const LEAD = "Sign-in is unavailable";

type Override = (url: string) => Promise<Response> | undefined;

/** What a sign-in throws when `override` answers (or fails) a request to the provider. */
async function failureWith(override: Override): Promise<unknown> {
  const provider = createFakeOidcProvider();
  const client = createSignInClient({
    issuer: FAKE_ISSUER,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    callbackUrl: "https://northfare.test/api/user-session/callback",
    fetch: (url, options) => override(url) ?? provider.fetch(url, options),
  });
  try {
    const { attempt } = await client.start("https://northfare.test/");
    const callback = new URL(
      `https://northfare.test/api/user-session/callback?code=c&state=${attempt.state}`,
    );
    await client.finish(callback, attempt);
  } catch (error) {
    return error;
  }
  throw new Error("The sign-in did not fail.");
}

const socketError = (code: string) =>
  new TypeError("fetch failed", {
    cause: Object.assign(new Error(`connect ${code}`), { code }),
  });

describe("describeProviderProblem", () => {
  it.each([
    [
      "an untrusted certificate",
      "SELF_SIGNED_CERT_IN_CHAIN",
      `${LEAD}: the provider ${FAKE_ISSUER} presented a certificate this server does not trust (SELF_SIGNED_CERT_IN_CHAIN); give its certificate authority in NODE_EXTRA_CA_CERTS or check OIDC_ISSUER.`,
    ],
    [
      "a refused connection",
      "ECONNREFUSED",
      `${LEAD}: the provider ${FAKE_ISSUER} could not be reached (ECONNREFUSED).`,
    ],
    [
      "an unknown host",
      "ENOTFOUND",
      `${LEAD}: the provider ${FAKE_ISSUER} could not be reached (ENOTFOUND).`,
    ],
  ])("names %s", async (_case, code, sentence) => {
    const error = await failureWith(() => Promise.reject(socketError(code)));
    expect(describeProviderProblem(LEAD, FAKE_ISSUER, error)).toBe(sentence);
  });

  it("names the client settings when the token endpoint refuses the client", async () => {
    const error = await failureWith((url) =>
      url.endsWith("/token")
        ? Promise.resolve(
            new Response(JSON.stringify({ error: "invalid_client" }), {
              status: 401,
              headers: { "content-type": "application/json" },
            }),
          )
        : undefined,
    );
    expect(
      describeProviderProblem("A sign-in did not finish", FAKE_ISSUER, error),
    ).toBe(
      `A sign-in did not finish: the provider ${FAKE_ISSUER} refused this site's client credentials (invalid_client); check OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_TOKEN_AUTH_METHOD.`,
    );
  });

  it("says when the discovery address answers an HTTP error", async () => {
    const error = await failureWith(() =>
      Promise.resolve(new Response("Not found", { status: 404 })),
    );
    expect(describeProviderProblem(LEAD, FAKE_ISSUER, error)).toBe(
      `${LEAD}: the provider ${FAKE_ISSUER} answered with an HTTP error; check OIDC_ISSUER.`,
    );
  });
});
