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
      OIDC_TOKEN_AUTH_METHOD: "client_secret_basic",
      SESSION_TTL_DAYS: 14,
      SESSION_IDLE_HOURS: 72,
      POINTS_EARNED_PER_USD: 5,
      CAD_PER_USD: 1.37,
      ORDER_RECOVERY_SECONDS: 10,
      FARE_SOURCE: "demo",
      DUFFEL_API_URL: "https://api.duffel.com",
      PAYMENT_PROVIDER: "test",
      MAIL_SEND_SECONDS: 5,
      ALERT_INTERVAL: 86_400,
      UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: false,
      UNSAFE_DEMO_FARES_IN_PRODUCTION: false,
      UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: false,
      UNSAFE_NO_MAIL_IN_PRODUCTION: false,
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
        DATABASE_OWNER_URL: "postgres://owner@db/northfare",
        DATA_DIR: "/var/lib/northfare",
        PUBLIC_URL: "https://api.northfare.ca/",
        SITE_ORIGINS: "https://northfare.ca, https://www.northfare.ca/",
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_CLIENT_ID: "client",
        OIDC_CLIENT_SECRET: "secret",
        OIDC_TOKEN_AUTH_METHOD: "client_secret_post",
        SESSION_TTL_DAYS: "7",
        SESSION_IDLE_HOURS: "12",
        POINTS_EARNED_PER_USD: "2.5",
        CAD_PER_USD: "1.4125",
        ORDER_RECOVERY_SECONDS: "30",
        FARE_SOURCE: "duffel",
        DUFFEL_ACCESS_TOKEN: "duffel_test_abc",
        DUFFEL_API_URL: "http://127.0.0.1:4010/",
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_abc",
        STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
        STRIPE_API_URL: "http://127.0.0.1:4020/",
        SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
        MAIL_FROM: "Northfare <bookings@northfare.ca>",
        MAIL_SEND_SECONDS: "2",
        ALERT_INTERVAL: "60",
        DEMO_FARES_TODAY: "2026-12-24",
        NODE_ENV: "production",
      }),
    ).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      TRUST_PROXY: 1,
      LOG_LEVEL: "warn",
      DATABASE_URL: "postgres://app@db/northfare",
      DATABASE_OWNER_URL: "postgres://owner@db/northfare",
      DATA_DIR: "/var/lib/northfare",
      PUBLIC_URL: "https://api.northfare.ca",
      SITE_ORIGINS: ["https://northfare.ca", "https://www.northfare.ca"],
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "client",
      OIDC_CLIENT_SECRET: "secret",
      OIDC_TOKEN_AUTH_METHOD: "client_secret_post",
      SESSION_TTL_DAYS: 7,
      SESSION_IDLE_HOURS: 12,
      POINTS_EARNED_PER_USD: 2.5,
      CAD_PER_USD: 1.4125,
      ORDER_RECOVERY_SECONDS: 30,
      FARE_SOURCE: "duffel",
      DUFFEL_ACCESS_TOKEN: "duffel_test_abc",
      DUFFEL_API_URL: "http://127.0.0.1:4010",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_URL: "http://127.0.0.1:4020",
      SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
      MAIL_FROM: "Northfare <bookings@northfare.ca>",
      MAIL_SEND_SECONDS: 2,
      ALERT_INTERVAL: 60,
      DEMO_FARES_TODAY: "2026-12-24",
      NODE_ENV: "production",
      UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: false,
      UNSAFE_DEMO_FARES_IN_PRODUCTION: false,
      UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: false,
      UNSAFE_NO_MAIL_IN_PRODUCTION: false,
    });
    expect(readServerEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(readServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(
      readServerEnv({
        TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8,loopback",
      }).TRUST_PROXY,
    ).toEqual(["10.0.0.0/8", "192.168.1.7", "fd00::/8", "loopback"]);
    expect(readServerEnv({ PORT: "3000" }).SITE_ORIGINS).toEqual([
      "http://localhost:3000",
    ]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "11" }, "TRUST_PROXY"],
    [{ OIDC_TOKEN_AUTH_METHOD: "private_key_jwt" }, "OIDC_TOKEN_AUTH_METHOD"],
    [{ SESSION_IDLE_HOURS: "0" }, "SESSION_IDLE_HOURS"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ DATABASE_OWNER_URL: "mysql://db" }, "DATABASE_OWNER_URL"],
    [{ PUBLIC_URL: "ftp://files" }, "PUBLIC_URL"],
    [{ SITE_ORIGINS: "northfare.ca" }, "SITE_ORIGINS"],
    [{ OIDC_ISSUER: "https://issuer.example" }, "OIDC_CLIENT_ID"],
    [{ SESSION_TTL_DAYS: "0" }, "SESSION_TTL_DAYS"],
    [{ POINTS_PER_USD: "5" }, "POINTS_PER_USD"],
    [{ CAD_PER_USD: "0" }, "CAD_PER_USD"],
    [{ CAD_PER_USD: "1.37255" }, "CAD_PER_USD"],
  ])("names a bad variable: %o", (env, name) => {
    expect(() => readServerEnv(env)).toThrow(
      new RegExp(`^Invalid environment: ${name}: `),
    );
  });

  it("refuses to believe every proxy, asking for a count or addresses", () => {
    expect(() => readServerEnv({ TRUST_PROXY: "true" })).toThrow(
      /^Invalid environment: TRUST_PROXY: give the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
    );
  });

  it("refuses the development sign-in in production, naming the settings", () => {
    expect(() => readServerEnv({ NODE_ENV: "production" })).toThrow(
      /^Invalid environment: OIDC_ISSUER: required when NODE_ENV=production\. .*OIDC_CLIENT_ID and OIDC_CLIENT_SECRET .*UNSAFE_DEV_SIGN_IN_IN_PRODUCTION=1/,
    );
    expect(
      readServerEnv({
        NODE_ENV: "production",
        UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: "1",
        UNSAFE_DEMO_FARES_IN_PRODUCTION: "1",
        UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: "1",
        UNSAFE_NO_MAIL_IN_PRODUCTION: "1",
      }),
    ).toMatchObject({ UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: true });
    expect(readServerEnv({ NODE_ENV: "development" }).OIDC_ISSUER).toBe(
      undefined,
    );
  });

  it("refuses an owner's database URL without the API's own", () => {
    expect(() =>
      readServerEnv({ DATABASE_OWNER_URL: "postgres://owner@db/northfare" }),
    ).toThrow(
      "Invalid environment: DATABASE_OWNER_URL: needs DATABASE_URL, the API's own role on the same database",
    );
  });

  it("refuses an unknown fare source, naming the supported ones", () => {
    expect(() => readServerEnv({ FARE_SOURCE: "amadeus" })).toThrow(
      "Invalid environment: FARE_SOURCE: supported fare sources: demo, duffel",
    );
    expect(readServerEnv({ FARE_SOURCE: "" }).FARE_SOURCE).toBe("demo");
  });

  it("names the new earn-rate variable when the old one is set", () => {
    expect(() => readServerEnv({ POINTS_PER_USD: "5" })).toThrow(
      "Invalid environment: POINTS_PER_USD: renamed POINTS_EARNED_PER_USD",
    );
  });

  it("takes Duffel with its access token, and refuses it without one", () => {
    expect(
      readServerEnv({
        FARE_SOURCE: "duffel",
        DUFFEL_ACCESS_TOKEN: "duffel_test_secret",
      }),
    ).toMatchObject({
      FARE_SOURCE: "duffel",
      DUFFEL_ACCESS_TOKEN: "duffel_test_secret",
      DUFFEL_API_URL: "https://api.duffel.com",
    });
    expect(() => readServerEnv({ FARE_SOURCE: "duffel" })).toThrow(
      /^Invalid environment: DUFFEL_ACCESS_TOKEN: required when FARE_SOURCE=duffel: /,
    );
    expect(() =>
      readServerEnv({
        FARE_SOURCE: "duffel",
        DUFFEL_ACCESS_TOKEN: "duffel_test_secret",
        DUFFEL_API_URL: "api.duffel.com",
      }),
    ).toThrow(/^Invalid environment: DUFFEL_API_URL: /);
  });

  it("never repeats the access token in its messages", () => {
    const failure = (() => {
      try {
        readServerEnv({
          FARE_SOURCE: "duffel",
          DUFFEL_ACCESS_TOKEN: "duffel_test_secret",
          DUFFEL_API_URL: "nope",
          PORT: "eighty",
        });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(failure).toMatch(/DUFFEL_API_URL/);
    expect(failure).not.toContain("duffel_test_secret");
  });

  it("refuses demo fares in production, saying why, unless told to sell them", () => {
    const production = {
      NODE_ENV: "production",
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "client",
      OIDC_CLIENT_SECRET: "secret",
      UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: "1",
      UNSAFE_NO_MAIL_IN_PRODUCTION: "1",
    };
    for (const FARE_SOURCE of ["demo", ""]) {
      expect(() => readServerEnv({ ...production, FARE_SOURCE })).toThrow(
        /^Invalid environment: FARE_SOURCE: demo fares are refused when NODE_ENV=production: travellers would pay for made-up flights that no airline will fly\. .*FARE_SOURCE=duffel.*UNSAFE_DEMO_FARES_IN_PRODUCTION=1/,
      );
    }
    expect(
      readServerEnv({ ...production, UNSAFE_DEMO_FARES_IN_PRODUCTION: "1" }),
    ).toMatchObject({
      FARE_SOURCE: "demo",
      UNSAFE_DEMO_FARES_IN_PRODUCTION: true,
    });
    expect(
      readServerEnv({
        ...production,
        FARE_SOURCE: "duffel",
        DUFFEL_ACCESS_TOKEN: "duffel_live_x",
      }).FARE_SOURCE,
    ).toBe("duffel");
    // Outside production the demo source stays the default.
    expect(readServerEnv({ NODE_ENV: "development" }).FARE_SOURCE).toBe("demo");
  });

  it("requires SMTP_URL in production, saying why, unless told to keep mail local", () => {
    const production = {
      NODE_ENV: "production",
      UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: "1",
      UNSAFE_DEMO_FARES_IN_PRODUCTION: "1",
      UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: "1",
    };
    expect(() => readServerEnv(production)).toThrow(
      /^Invalid environment: SMTP_URL: required when NODE_ENV=production: without it no booking confirmation reaches a traveller.*SMTP_URL and MAIL_FROM.*UNSAFE_NO_MAIL_IN_PRODUCTION=1/,
    );
    expect(
      readServerEnv({ ...production, UNSAFE_NO_MAIL_IN_PRODUCTION: "1" }),
    ).toMatchObject({ UNSAFE_NO_MAIL_IN_PRODUCTION: true });
    expect(
      readServerEnv({
        ...production,
        SMTP_URL: "smtp://mailer:pw@127.0.0.1:2525",
        MAIL_FROM: "bookings@northfare.ca",
      }).SMTP_URL,
    ).toBe("smtp://mailer:pw@127.0.0.1:2525");
    // Outside production the local outbox is the default.
    expect(readServerEnv({}).SMTP_URL).toBe(undefined);
  });

  it("takes an SMTP URL only with credentials, and MAIL_FROM with it, never repeating the password", () => {
    const failure = (env: Record<string, string>) => {
      try {
        readServerEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    };
    for (const SMTP_URL of [
      "smtp://smtp.example.com:587",
      "http://mailer:hunter2-secret@smtp.example.com",
    ]) {
      const message = failure({ SMTP_URL, MAIL_FROM: "a@b.ca" });
      expect(message).toMatch(
        /^Invalid environment: SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL with its credentials/,
      );
      expect(message).not.toContain("hunter2-secret");
    }
    const noFrom = failure({
      SMTP_URL: "smtp://mailer:hunter2-secret@smtp.example.com",
    });
    expect(noFrom).toMatch(/MAIL_FROM: required with SMTP_URL/);
    expect(noFrom).not.toContain("hunter2-secret");
  });

  it("refuses the test payment provider in production, saying why, unless told to take test payments", () => {
    const production = {
      NODE_ENV: "production",
      UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: "1",
      UNSAFE_DEMO_FARES_IN_PRODUCTION: "1",
      UNSAFE_NO_MAIL_IN_PRODUCTION: "1",
    };
    for (const PAYMENT_PROVIDER of ["test", ""]) {
      expect(() => readServerEnv({ ...production, PAYMENT_PROVIDER })).toThrow(
        /^Invalid environment: PAYMENT_PROVIDER: the test payment provider is refused when NODE_ENV=production: it charges nothing, so every booking would be a flight given away\. .*PAYMENT_PROVIDER=stripe.*UNSAFE_TEST_PAYMENTS_IN_PRODUCTION=1/,
      );
    }
    expect(
      readServerEnv({ ...production, UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: "1" }),
    ).toMatchObject({
      PAYMENT_PROVIDER: "test",
      UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: true,
    });
    expect(readServerEnv({ ...production, ...STRIPE }).PAYMENT_PROVIDER).toBe(
      "stripe",
    );
    // Outside production the test provider stays the default.
    expect(readServerEnv({ NODE_ENV: "development" }).PAYMENT_PROVIDER).toBe(
      "test",
    );
  });

  it("takes Stripe with its three keys, naming each one missing", () => {
    expect(readServerEnv(STRIPE)).toMatchObject(STRIPE);
    for (const key of Object.keys(STRIPE).slice(1)) {
      expect(() => readServerEnv({ ...STRIPE, [key]: "" })).toThrow(
        new RegExp(
          `^Invalid environment: ${key}: required when PAYMENT_PROVIDER=stripe`,
        ),
      );
    }
    expect(() => readServerEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(
      "Invalid environment: PAYMENT_PROVIDER: supported payment providers: test, stripe",
    );
    expect(() =>
      readServerEnv({ ...STRIPE, STRIPE_API_URL: "api.stripe.com" }),
    ).toThrow(/^Invalid environment: STRIPE_API_URL: /);
  });

  it("never repeats a Stripe key in its messages, even a misplaced one", () => {
    const message = (() => {
      try {
        readServerEnv({
          ...STRIPE,
          STRIPE_SECRET_KEY: "whsec_hunter2",
          STRIPE_PUBLISHABLE_KEY: "sk_test_hunter3",
          STRIPE_WEBHOOK_SECRET: "sk_live_hunter4",
          STRIPE_API_URL: "nope",
        });
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    expect(message).toMatch(
      /STRIPE_SECRET_KEY: Stripe's secret key, starting sk_.*STRIPE_PUBLISHABLE_KEY: .*STRIPE_WEBHOOK_SECRET: /,
    );
    for (const secret of ["hunter2", "hunter3", "hunter4"]) {
      expect(message).not.toContain(secret);
    }
  });

  it("takes DEMO_FARES_TODAY as a YYYY-MM-DD day, and nothing else", () => {
    expect(readServerEnv({ DEMO_FARES_TODAY: "2026-12-24" })).toMatchObject({
      DEMO_FARES_TODAY: "2026-12-24",
    });
    expect(readServerEnv({ DEMO_FARES_TODAY: "" }).DEMO_FARES_TODAY).toBe(
      undefined,
    );
    for (const DEMO_FARES_TODAY of ["2026-02-30", "24/12/2026", "tomorrow"]) {
      expect(() => readServerEnv({ DEMO_FARES_TODAY })).toThrow(
        "Invalid environment: DEMO_FARES_TODAY: a date as YYYY-MM-DD",
      );
    }
  });

  it("re-prices watched trips daily unless ALERT_INTERVAL says how many seconds", () => {
    expect(readServerEnv({ ALERT_INTERVAL: "5" }).ALERT_INTERVAL).toBe(5);
    expect(() => readServerEnv({ ALERT_INTERVAL: "0" })).toThrow(
      /ALERT_INTERVAL/,
    );
  });
});

const STRIPE = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_secret",
  STRIPE_PUBLISHABLE_KEY: "pk_test_public",
  STRIPE_WEBHOOK_SECRET: "whsec_secret",
};
