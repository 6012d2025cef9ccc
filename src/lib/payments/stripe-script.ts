const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A stand-in of Stripe.js for browser tests, served on loopback and named at
 * build time (GATSBY_STRIPE_JS_URL); undefined in production, where
 * @stripe/stripe-js loads Stripe's own script from https://js.stripe.com.
 * Any other host is refused, so no configuration can hand the card fields to
 * a script that is not Stripe's.
 */
export function stripeStandInUrl(
  configured: string | undefined = process.env.GATSBY_STRIPE_JS_URL,
): string | undefined {
  if (!configured) return undefined;
  const url = new URL(configured);
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(
      "GATSBY_STRIPE_JS_URL may name only a stand-in of Stripe.js on loopback (http://127.0.0.1:…).",
    );
  }
  return url.href;
}
