import { z } from "zod";
import { DEFAULT_POINTS_EARNED_PER_USD } from "../domain/points/earn-rules";
import { DEFAULT_CAD_PER_USD } from "../domain/points/points-toward-booking";
import { trustProxySchema } from "./platform/http/trust-proxy";

const flag = z
  .enum(["", "0", "1", "false", "true"])
  .default("")
  .transform((value) => value === "1" || value === "true");

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    schema.optional(),
  );

const origin = z
  .url({ protocol: /^https?$/ })
  .transform((url) => new URL(url).origin);

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "a postgres:// URL");

const isoDay = z.iso.date({ error: "a date as YYYY-MM-DD" });

const DEV_SIGN_IN_IN_PRODUCTION =
  "required when NODE_ENV=production. Without it the built-in development " +
  "provider would sign in anyone with no password and give each new account " +
  "2,500 points. Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for " +
  "a real provider (README: Sign-in), or UNSAFE_DEV_SIGN_IN_IN_PRODUCTION=1 " +
  "to run the development provider anyway";

const NO_MAIL_IN_PRODUCTION =
  "required when NODE_ENV=production: without it no booking confirmation " +
  "reaches a traveller, each message only lands in a folder on this server. " +
  "Set SMTP_URL and MAIL_FROM (README: Mail), or " +
  "UNSAFE_NO_MAIL_IN_PRODUCTION=1 to keep mail in the local outbox anyway";

const DEMO_FARES_IN_PRODUCTION =
  "demo fares are refused when NODE_ENV=production: travellers would pay " +
  "for made-up flights that no airline will fly. Set FARE_SOURCE=duffel with " +
  "DUFFEL_ACCESS_TOKEN (README: Fares), or " +
  "UNSAFE_DEMO_FARES_IN_PRODUCTION=1 to sell demo fares anyway";

const TEST_PAYMENTS_IN_PRODUCTION =
  "the test payment provider is refused when NODE_ENV=production: it " +
  "charges nothing, so every booking would be a flight given away. Set " +
  "PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY " +
  "and STRIPE_WEBHOOK_SECRET (README: Payments), or " +
  "UNSAFE_TEST_PAYMENTS_IN_PRODUCTION=1 to take test payments anyway";

/** The payment providers the API can run with (README: Payments). */
export const PAYMENT_PROVIDERS = ["test", "stripe"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

const paymentProvider = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .enum(PAYMENT_PROVIDERS, {
      error: `supported payment providers: ${PAYMENT_PROVIDERS.join(", ")}`,
    })
    .default("test"),
);

// Only the shape is checked, and a failure never repeats the value.
const stripeKey = (prefix: string, what: string) =>
  optional(
    z.string().refine((value) => value.startsWith(prefix), {
      error: `${what}, starting ${prefix}`,
    }),
  );

/** The fare sources the API can run with (README: Fares). */
export const FARE_SOURCES = ["demo", "duffel"] as const;
export type FareSourceId = (typeof FARE_SOURCES)[number];

const fareSource = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .enum(FARE_SOURCES, {
      error: `supported fare sources: ${FARE_SOURCES.join(", ")}`,
    })
    .default("demo"),
);

const serverEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Behind proxies: how many (1 for a load balancer) or their addresses. */
    TRUST_PROXY: trustProxySchema,
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** A Postgres server; unset, the embedded database in DATA_DIR serves. */
    DATABASE_URL: optional(postgresUrl),
    /** The role owning the tables, which migrates; DATABASE_URL's then has rows only. */
    DATABASE_OWNER_URL: optional(postgresUrl),
    DATA_DIR: z.string().min(1).default(".data"),
    /** Rate limits shared by every API process; unset, each keeps its own in memory. */
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "a redis:// URL")),
    /** Where browsers reach this server; default http://localhost:PORT. */
    PUBLIC_URL: optional(origin),
    /** Comma-separated origins of the site: sign-in may return there, CORS allows them. */
    SITE_ORIGINS: optional(z.string()),
    OIDC_ISSUER: optional(z.url()),
    OIDC_CLIENT_ID: optional(z.string().min(1)),
    OIDC_CLIENT_SECRET: optional(z.string().min(1)),
    /** How the client authenticates at the token endpoint (OIDC Core's default: basic). */
    OIDC_TOKEN_AUTH_METHOD: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .enum(["client_secret_basic", "client_secret_post"], {
          error: "client_secret_basic or client_secret_post",
        })
        .default("client_secret_basic"),
    ),
    /** A sign-in lasts this long at most, however active. */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** A sign-in unused this long ends. */
    SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(8760).default(72),
    /** Points earned per US dollar spent (what a point is worth is fixed). */
    POINTS_EARNED_PER_USD: z.coerce
      .number()
      .min(0)
      .max(100)
      .default(DEFAULT_POINTS_EARNED_PER_USD),
    /** CAD per US dollar: what 100 points pay toward a booking. */
    CAD_PER_USD: z.coerce
      .number()
      .min(0.5)
      .max(5)
      .multipleOf(0.0001, "at most four decimals, like 1.3725")
      .default(DEFAULT_CAD_PER_USD),
    // Its old name read like the value of a point (100 to the dollar).
    POINTS_PER_USD: optional(
      z.undefined({ error: "renamed POINTS_EARNED_PER_USD" }),
    ),
    /** How often each API process ends unfinished orders (authorize, book, capture). */
    ORDER_RECOVERY_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    /** Where fares come from: the built-in demo source, or Duffel. */
    FARE_SOURCE: fareSource,
    /** Every this many seconds the watched trips are re-priced (default a day). */
    ALERT_INTERVAL: z.coerce.number().int().min(1).max(604_800).default(86_400),
    /** The demo source prices as of this day (YYYY-MM-DD) rather than today. */
    DEMO_FARES_TODAY: optional(isoDay),
    /** Duffel's access token (a duffel_test_… one runs its test mode); never logged. */
    DUFFEL_ACCESS_TOKEN: optional(z.string().min(1)),
    /** Duffel's API; tests point it at a loopback stand-in. */
    DUFFEL_API_URL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      origin.default("https://api.duffel.com"),
    ),
    /** Who takes payments: the built-in test provider, or Stripe. */
    PAYMENT_PROVIDER: paymentProvider,
    /** Stripe's secret API key (sk_test_… runs its test mode); never logged or sent. */
    STRIPE_SECRET_KEY: stripeKey("sk_", "Stripe's secret key"),
    /** The publishable key the browser's Stripe.js uses (pk_…). */
    STRIPE_PUBLISHABLE_KEY: stripeKey("pk_", "Stripe's publishable key"),
    /** Signs webhook events (whsec_…); never logged or sent. */
    STRIPE_WEBHOOK_SECRET: stripeKey(
      "whsec_",
      "Stripe's webhook signing secret",
    ),
    /** Stripe's API; tests point the official client at a loopback stand-in. */
    STRIPE_API_URL: optional(origin),
    /** smtp:// or smtps://user:password@host:port; never logged. Unset: the local outbox. */
    SMTP_URL: optional(
      z
        .string()
        .regex(
          /^smtps?:\/\/[^:@/]+:[^@/]+@[^@/]+/,
          "an smtp:// or smtps:// URL with its credentials (user:password@host)",
        ),
    ),
    /** The From of every message, e.g. "Northfare <bookings@example.com>". */
    MAIL_FROM: optional(z.string().min(3).max(200)),
    /** How often each API process sends the outbox's due messages. */
    MAIL_SEND_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    NODE_ENV: optional(z.string()),
    /** Lets the built-in provider (anyone signs in, no password) run in production. */
    UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: flag,
    /** Lets the demo fare source (made-up flights) run in production. */
    UNSAFE_DEMO_FARES_IN_PRODUCTION: flag,
    /** Lets the test payment provider (charges nothing) run in production. */
    UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: flag,
    /** Lets production run with no SMTP_URL (mail stays in the data folder). */
    UNSAFE_NO_MAIL_IN_PRODUCTION: flag,
  })
  .superRefine((env, context) => {
    if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["DATABASE_OWNER_URL"],
        message: "needs DATABASE_URL, the API's own role on the same database",
      });
    }
    if (
      env.NODE_ENV === "production" &&
      !env.OIDC_ISSUER &&
      !env.UNSAFE_DEV_SIGN_IN_IN_PRODUCTION
    ) {
      context.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: DEV_SIGN_IN_IN_PRODUCTION,
      });
    }
    if (
      env.NODE_ENV === "production" &&
      env.FARE_SOURCE === "demo" &&
      !env.UNSAFE_DEMO_FARES_IN_PRODUCTION
    ) {
      context.addIssue({
        code: "custom",
        path: ["FARE_SOURCE"],
        message: DEMO_FARES_IN_PRODUCTION,
      });
    }
    if (
      env.NODE_ENV === "production" &&
      env.PAYMENT_PROVIDER === "test" &&
      !env.UNSAFE_TEST_PAYMENTS_IN_PRODUCTION
    ) {
      context.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message: TEST_PAYMENTS_IN_PRODUCTION,
      });
    }
    if (env.PAYMENT_PROVIDER === "stripe") {
      for (const key of [
        "STRIPE_SECRET_KEY",
        "STRIPE_PUBLISHABLE_KEY",
        "STRIPE_WEBHOOK_SECRET",
      ] as const) {
        if (!env[key]) {
          context.addIssue({
            code: "custom",
            path: [key],
            message:
              "required when PAYMENT_PROVIDER=stripe: from Stripe's dashboard, Developers (README: Payments)",
          });
        }
      }
    }
    if (
      env.NODE_ENV === "production" &&
      !env.SMTP_URL &&
      !env.UNSAFE_NO_MAIL_IN_PRODUCTION
    ) {
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: NO_MAIL_IN_PRODUCTION,
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      context.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message:
          'required with SMTP_URL: the address mail is sent from, e.g. "Northfare <bookings@example.com>"',
      });
    }
    if (env.FARE_SOURCE === "duffel" && !env.DUFFEL_ACCESS_TOKEN) {
      context.addIssue({
        code: "custom",
        path: ["DUFFEL_ACCESS_TOKEN"],
        message:
          "required when FARE_SOURCE=duffel: the access token from Duffel's dashboard (a duffel_test_… token runs its test mode)",
      });
    }
    if (!env.OIDC_ISSUER) return;
    for (const key of ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const) {
      if (!env[key]) {
        context.addIssue({
          code: "custom",
          path: [key],
          message: "required when OIDC_ISSUER is set",
        });
      }
    }
  })
  .transform(({ SITE_ORIGINS, ...env }) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      SITE_ORIGINS: SITE_ORIGINS ? parseOrigins(SITE_ORIGINS) : [publicUrl],
    };
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

function parseOrigins(list: string): string[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const parsed = origin.safeParse(entry);
      if (!parsed.success)
        throw new Error(
          `Invalid environment: SITE_ORIGINS: "${entry}" is not an http(s) origin`,
        );
      return parsed.data;
    });
}

/** The server's settings from the environment; throws naming each bad variable. */
export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join(".")}: ${issue.message}`,
  );
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}
