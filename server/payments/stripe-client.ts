import Stripe from "stripe";

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

/**
 * The official client, pointed at STRIPE_API_URL when set. Its own retries
 * are off: the guarded provider retries (guarded-services.ts), each write
 * under our idempotency key.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === "https:" ? 443 : 80),
      protocol: url.protocol === "https:" ? "https" : "http",
    }),
  });
}
