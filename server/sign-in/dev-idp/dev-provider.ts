import { generateKeyPairSync, randomBytes } from "node:crypto";
import Provider from "oidc-provider";
import { findDevAccount } from "./dev-accounts";

export const DEV_IDP_PATH = "/api/dev-idp";
export const DEV_CLIENT_ID = "northfare-site";

export interface DevProviderOptions {
  publicUrl: string;
  clientSecret: string;
  callbackUrl: string;
}

/**
 * The built-in development identity provider: a real OpenID Connect provider
 * (authorization code with PKCE) whose sign-in page asks only for an e-mail
 * address and names. Used when OIDC_ISSUER is unset.
 */
export function createDevProvider(options: DevProviderOptions): Provider {
  const provider = new Provider(`${options.publicUrl}${DEV_IDP_PATH}`, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: [options.callbackUrl],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    async findAccount(_context, subject) {
      const account = findDevAccount(subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        async claims() {
          return {
            sub: subject,
            email: account.email,
            email_verified: true,
            given_name: account.first_name,
            family_name: account.last_name,
            name: `${account.first_name} ${account.last_name}`,
          };
        },
      };
    },
    interactions: {
      url: (_context, interaction) =>
        `${DEV_IDP_PATH}/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 15 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
    },
    // The site is this provider's only, first-party client: no consent step.
    async loadExistingGrant(context) {
      const { oidc } = context;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId =
        oidc.result?.consent?.grantId ??
        oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    // Fresh keys per process: ID tokens are only ever checked by this process.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync("rsa", {
            modulusLength: 2048,
          }).privateKey.export({ format: "jwk" }),
          alg: "RS256",
          use: "sig",
        },
      ],
    },
    // As the spec's defaults have it: the ID token of a code flow carries
    // only `sub`; the e-mail and names come from the userinfo endpoint.
    renderError(context, out) {
      context.type = "text/plain; charset=utf-8";
      context.body = `Development sign-in failed: ${out.error_description ?? out.error}`;
    },
  });
  // X-Forwarded-* reach it only as pinToPublicUrl rewrites them.
  provider.proxy = true;
  return provider;
}
