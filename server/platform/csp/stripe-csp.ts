import type { CspAdditions } from "./content-security-policy";
import { PERMISSIONS_POLICY } from "./security-headers";

/**
 * What Stripe's guide asks the policy to allow for Stripe.js, its Payment
 * Element's frames and 3-D Secure (docs.stripe.com/security/guide).
 */
export const STRIPE_CSP: CspAdditions = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": [
    "https://js.stripe.com",
    "https://*.js.stripe.com",
    "https://hooks.stripe.com",
  ],
  "connect-src": ["https://api.stripe.com"],
};

/** The built pages Stripe.js runs on, in every language: checkout and /processing. */
const STRIPE_PAGE = /^(?:[a-z]{2}\/)?(?:checkout|processing)\/index\.html$/;

/**
 * Stripe's sources for the pages that take or resume a card payment, and
 * only when Stripe is configured; every other page keeps the site's policy.
 */
export function stripePageCsp(
  stripeConfigured: boolean,
): (file: string) => CspAdditions {
  return (file) =>
    stripeConfigured && STRIPE_PAGE.test(file) ? STRIPE_CSP : {};
}

/**
 * The site's Permissions-Policy with the Payment Request API delegated to
 * Stripe's frames, which offer the device's wallets (Apple Pay, Google Pay)
 * through it; every other feature stays off.
 */
export const STRIPE_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace(
  "payment=()",
  'payment=(self "https://js.stripe.com")',
);

/** That policy for the pages Stripe.js runs on, with Stripe configured. */
export function stripePagePermissions(
  stripeConfigured: boolean,
): (file: string) => string | undefined {
  return (file) =>
    stripeConfigured && STRIPE_PAGE.test(file)
      ? STRIPE_PERMISSIONS_POLICY
      : undefined;
}
