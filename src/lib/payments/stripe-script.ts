/** Stripe's own script: the only one production ever loads. */
export const STRIPE_JS_URL = "https://js.stripe.com/v3";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Where Stripe.js comes from. A build for browser tests may name a stand-in
 * served on loopback (GATSBY_STRIPE_JS_URL); any other host is refused, so
 * no configuration can send card fields to a script that is not Stripe's.
 */
export function stripeScriptUrl(
  override: string | undefined = process.env.GATSBY_STRIPE_JS_URL,
): string {
  if (!override) return STRIPE_JS_URL;
  const url = new URL(override);
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(
      "GATSBY_STRIPE_JS_URL may name only a stand-in of Stripe.js on loopback (http://127.0.0.1:…).",
    );
  }
  return url.href;
}
