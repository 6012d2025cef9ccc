import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { stripeStandInUrl } from "./stripe-script";

/**
 * Stripe.js for the intent's publishable key, loaded only when called (the
 * pure entry injects nothing on import). A browser test's stand-in is put in
 * the page first: @stripe/stripe-js then uses the window.Stripe it defines.
 */
export async function loadStripeFor(
  publishableKey: string,
  standInUrl = stripeStandInUrl(),
): Promise<Stripe | null> {
  if (standInUrl) await addScript(standInUrl);
  return loadStripe(publishableKey);
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () =>
      reject(new Error("Failed to load Stripe.js")),
    );
    document.head.appendChild(script);
  });
}
