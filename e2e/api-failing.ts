import type { Page, Route } from "@playwright/test";

/**
 * The ways an API call fails as a traveller meets them. Every spec that
 * fails calls drives each of them in both projects, desktop and phone.
 */
export const FAILURES = ["500", "hang", "refuse", "malformed"] as const;
export type Failure = (typeof FAILURES)[number];

/** Longest a screen may take to say a call failed (the call's 8 s deadline, and drawing). */
export const SAYS_SO_WITHIN = 10_000;

/** The site's deadline for one call (src/services/call-with-deadline.ts). */
const CALL_DEADLINE_MS = 8_000;

/**
 * Fake timers that flow like real ones until a hanging call jumps them past
 * the deadline; call before the page loads, as each spec that fails calls
 * does in beforeEach.
 */
export const installPageClock = (page: Page) => page.clock.install();

const fail: Record<
  Failure,
  (route: Route, page: Page) => Promise<void> | void
> = {
  // The server's own answer to an error it did not expect.
  "500": (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Internal server error" }),
    }),
  // Never answers: only the site's own deadline ends the wait. Rather than
  // wait it out, the page's clock jumps past it once the call is out: the
  // deadline's timer, set before the request left, fires now.
  hang: (_route, page) =>
    void page.clock.fastForward(CALL_DEADLINE_MS).catch(() => {}),
  refuse: (route) => route.abort("connectionrefused"),
  // A 200 cut off halfway through its JSON.
  malformed: (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: '{"data": {"id": ',
    }),
};

/**
 * Makes the API calls matching `path` (and `method`, when given) fail in one
 * way until the answered function is called.
 */
export async function failCalls(
  page: Page,
  failure: Failure,
  path: RegExp,
  method?: string,
): Promise<() => Promise<void>> {
  const matches = (url: URL) => path.test(url.pathname);
  const handler = (route: Route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : fail[failure](route, page);
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Uncaught errors in the page, for a test to expect none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
