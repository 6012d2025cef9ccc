import { readServerEnv } from "./env";

describe("readServerEnv", () => {
  it("defaults to port 8000, the embedded database and the built-in sign-in", () => {
    expect(readServerEnv({})).toEqual({
      PORT: 8000,
      HOST: "0.0.0.0",
      TRUST_PROXY: false,
      LOG_LEVEL: "info",
      DATA_DIR: ".data",
      PUBLIC_URL: "http://localhost:8000",
      SITE_ORIGINS: ["http://localhost:8000"],
      SESSION_TTL_DAYS: 30,
      POINTS_PER_USD: 5,
    });
  });

  it("reads every variable", () => {
    expect(
      readServerEnv({
        PORT: "3000",
        HOST: "127.0.0.1",
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
        DATABASE_URL: "postgres://app@db/northfare",
        DATA_DIR: "/var/lib/northfare",
        PUBLIC_URL: "https://api.northfare.ca/",
        SITE_ORIGINS: "https://northfare.ca, https://www.northfare.ca/",
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_CLIENT_ID: "client",
        OIDC_CLIENT_SECRET: "secret",
        SESSION_TTL_DAYS: "7",
        POINTS_PER_USD: "2.5",
      }),
    ).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      TRUST_PROXY: true,
      LOG_LEVEL: "warn",
      DATABASE_URL: "postgres://app@db/northfare",
      DATA_DIR: "/var/lib/northfare",
      PUBLIC_URL: "https://api.northfare.ca",
      SITE_ORIGINS: ["https://northfare.ca", "https://www.northfare.ca"],
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "client",
      OIDC_CLIENT_SECRET: "secret",
      SESSION_TTL_DAYS: 7,
      POINTS_PER_USD: 2.5,
    });
    expect(readServerEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(readServerEnv({ PORT: "3000" }).SITE_ORIGINS).toEqual([
      "http://localhost:3000",
    ]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://files" }, "PUBLIC_URL"],
    [{ SITE_ORIGINS: "northfare.ca" }, "SITE_ORIGINS"],
    [{ OIDC_ISSUER: "https://issuer.example" }, "OIDC_CLIENT_ID"],
    [{ SESSION_TTL_DAYS: "0" }, "SESSION_TTL_DAYS"],
  ])("names a bad variable: %o", (env, name) => {
    expect(() => readServerEnv(env)).toThrow(
      new RegExp(`^Invalid environment: ${name}: `),
    );
  });
});
