import type { PaymentEvent } from "./payment-provider";
import type { StripeServices } from "./stripe-services";

/**
 * The event a webhook's raw body carries, when its Stripe-Signature was made
 * with our webhook secret within Stripe's tolerance (5 minutes, against
 * replays); undefined for anything else. Never says why: the secret and the
 * expected signature stay out of every message.
 */
export function verifiedStripeEvent(
  stripe: StripeServices,
  rawBody: Buffer,
  signature: string | undefined,
): PaymentEvent | undefined {
  if (!signature) return undefined;
  try {
    const event = stripe.client.webhooks.constructEvent(
      rawBody,
      signature,
      stripe.settings.webhookSecret,
    );
    return event as unknown as PaymentEvent;
  } catch {
    return undefined;
  }
}
