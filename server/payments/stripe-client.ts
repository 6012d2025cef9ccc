import Stripe from "stripe";
import type { StripeSettings } from "../api-settings";

export type { StripeSettings };

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
