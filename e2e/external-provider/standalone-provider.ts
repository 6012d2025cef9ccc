// A standalone OpenID Connect provider (oidc-provider) at its default
// settings, over TLS: its development login and consent pages, an ID token
// of a code flow that carries only `sub`, the profile at userinfo, and
// RP-initiated logout. Only what every deployment must give is set: the
// client, the claims each scope names, and the accounts.
import { readFileSync } from "node:fs";
import https from "node:https";
import Provider from "oidc-provider";

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`standalone-provider: ${name} is required`);
  return value;
};

const provider = new Provider(env("ISSUER"), {
  clients: [
    {
      client_id: env("CLIENT_ID"),
      client_secret: env("CLIENT_SECRET"),
      redirect_uris: [env("REDIRECT_URI")],
      post_logout_redirect_uris: [env("POST_LOGOUT_REDIRECT_URI")],
    },
  ],
  claims: {
    openid: ["sub"],
    email: ["email", "email_verified"],
    profile: ["given_name", "family_name", "name"],
  },
  // Whoever signs in as "camille" is camille@example.com, and so on.
  async findAccount(_context, subject) {
    const given = subject.charAt(0).toUpperCase() + subject.slice(1);
    return {
      accountId: subject,
      async claims() {
        return {
          sub: subject,
          email: `${subject}@example.com`,
          email_verified: true,
          given_name: given,
          family_name: "Fournier",
          name: `${given} Fournier`,
        };
      },
    };
  },
});

https
  .createServer(
    { key: readFileSync(env("TLS_KEY")), cert: readFileSync(env("TLS_CERT")) },
    provider.callback(),
  )
  .listen(Number(env("PORT")), "127.0.0.1", () => {
    console.log("provider ready");
  });
