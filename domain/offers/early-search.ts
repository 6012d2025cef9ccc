// Shared by /search's inline script (gatsby/early-search-script.ts), which
// starts the search as the page is parsed, and the results screen that
// takes it over (src/services/search/early-search.ts).

/** The window property the inline script leaves its search under. */
export const EARLY_SEARCH_GLOBAL = "__northfareEarlySearch";

/**
 * How long the server may hold a pending session's answer for its offers
 * (`Prefer: wait`): they reach the screen when priced, not at a next poll.
 * Within the site's 8 s deadline for a call.
 */
export const PRICING_WAIT_SECONDS = 5;
