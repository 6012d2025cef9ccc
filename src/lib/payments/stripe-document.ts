const STRIPE_PAGE = /^\/(?:[a-z]{2}\/)?(?:checkout|processing)\/?$/;

/**
 * Whether this document was loaded at checkout or /processing, the pages
 * whose Content-Security-Policy allows Stripe.js. A page reached by the
 * site's own links keeps the policy of the page first loaded, so checkout
 * reached that way loads again for Stripe.
 */
export function documentAllowsStripe(
  loadedAt: string | undefined = performance.getEntriesByType?.("navigation")[0]
    ?.name,
): boolean {
  // Unknown (no Navigation Timing): loading again could loop, so go on.
  return loadedAt === undefined || STRIPE_PAGE.test(new URL(loadedAt).pathname);
}
