import type Stripe from "stripe";
import { createStripeClient, type StripeSettings } from "./stripe-client";

/** Stripe's client and keys, for the routes that talk to Stripe directly. */
export interface StripeServices {
  client: Stripe;
  settings: StripeSettings;
}

export const stripeServices = (settings: StripeSettings): StripeServices => ({
  client: createStripeClient(settings),
  settings,
});
