/** How many times a processing order is asked for before the page stops. */
export const ORDER_POLL_LIMIT = 40;

/**
 * The wait before asking again for an order still processing, or null once
 * the page should stop asking. The server ends an order within about a
 * minute: every 2 s for the first half-minute, then slower, at most 10 s
 * apart, about four minutes in all.
 */
export function orderPollDelay(poll: number): number | null {
  if (poll >= ORDER_POLL_LIMIT) return null;
  return Math.min(2_000 * 1.5 ** Math.max(0, poll - 14), 10_000);
}
