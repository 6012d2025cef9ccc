import type { Database } from "./platform/db/database";
import type { ServerEnv } from "./env";

export type TokenAuthMethod = "client_secret_basic" | "client_secret_post";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  tokenAuthMethod: TokenAuthMethod;
}

/** What the API needs to run, built once from the environment (or by a test). */
export interface ApiSettings {
  /** Where browsers reach this server, e.g. http://localhost:8000. */
  publicUrl: string;
  /** Origins sign-in may return to and CORS allows. */
  siteOrigins: string[];
  /** A session ends this long after sign-in, however active. */
  sessionTtlDays: number;
  /** A session unused this long ends. */
  sessionIdleHours: number;
  /** An external provider; undefined means the built-in development provider. */
  oidc?: OidcSettings;
  /** Points earned per US dollar spent. */
  pointsEarnedPerUsd: number;
  /** CAD per US dollar: what 100 points pay toward a booking. */
  cadPerUsd: number;
  /** Requests per minute from one address, by kind of route. */
  rateLimits: RateLimits;
  /**
   * Every this many seconds, each API process ends the unfinished orders
   * nobody is driving (server/orders/order-recovery.ts); 0 runs no worker.
   */
  orderRecoverySeconds: number;
  /**
   * Every this many seconds (a day), sent mail and payment events past
   * their retention are deleted, once across processes; 0 runs no job.
   */
  pruneSeconds: number;
  mail: MailSettings;
  /** PAYMENT_PROVIDER=stripe; undefined means the built-in test provider. */
  stripe?: StripeSettings;
  alerts: AlertSettings;
}

export interface StripeSettings {
  /** sk_…: server only, never logged, never answered. */
  secretKey: string;
  /** pk_…: given to the browser's Stripe.js. */
  publishableKey: string;
  /** whsec_…: checks webhook signatures; server only. */
  webhookSecret: string;
  /** Stripe's API, or a loopback stand-in in tests. */
  apiUrl?: string;
}

export interface AlertSettings {
  /** Every this many seconds the watched trips are re-priced (once across processes); 0 runs no job. */
  intervalSeconds: number;
  /** Between two fare source calls of a run, for its rate limits. */
  pauseMs: number;
}

export interface MailSettings {
  /** The From of every message. */
  from: string;
  /** Every this many seconds each API process sends due mail; 0 runs no sender. */
  sendSeconds: number;
  /**
   * GET /dev/mail lists the local outbox: only with the built-in sign-in
   * provider and no SMTP_URL, never with NODE_ENV=production.
   */
  devOutbox: boolean;
}

export interface RateLimits {
  signIn: number;
  accountChanges: number;
  redeem: number;
  /** POST /search-session: each search prices a trip. */
  search: number;
  /** POST /payment/card: card details turned into a token. */
  cards: number;
  /** POST /order. */
  orders: number;
  /** POST /csp-report: browsers' Content-Security-Policy violation reports. */
  cspReports: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: 30,
  accountChanges: 20,
  redeem: 30,
  search: 30,
  cards: 20,
  orders: 20,
  cspReports: 60,
};

/** Route config for @fastify/rate-limit: `max` requests a minute. */
export const perMinute = (max: number) => ({
  rateLimit: { max, timeWindow: "1 minute" },
});

export function apiSettingsFromEnv(env: ServerEnv): ApiSettings {
  return {
    publicUrl: env.PUBLIC_URL,
    siteOrigins: env.SITE_ORIGINS,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    sessionIdleHours: env.SESSION_IDLE_HOURS,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            tokenAuthMethod: env.OIDC_TOKEN_AUTH_METHOD,
          }
        : undefined,
    pointsEarnedPerUsd: env.POINTS_EARNED_PER_USD,
    cadPerUsd: env.CAD_PER_USD,
    rateLimits: DEFAULT_RATE_LIMITS,
    orderRecoverySeconds: env.ORDER_RECOVERY_SECONDS,
    pruneSeconds: 86_400,
    stripe:
      env.PAYMENT_PROVIDER === "stripe" &&
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_PUBLISHABLE_KEY &&
      env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    alerts: { intervalSeconds: env.ALERT_INTERVAL, pauseMs: 1_000 },
    mail: {
      from:
        env.MAIL_FROM ??
        `Northfare <no-reply@${new URL(env.PUBLIC_URL).hostname}>`,
      sendSeconds: env.MAIL_SEND_SECONDS,
      devOutbox:
        !env.OIDC_ISSUER && !env.SMTP_URL && env.NODE_ENV !== "production",
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    settings: ApiSettings;
    clock: () => Date;
  }
}
