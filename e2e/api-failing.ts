import type { Page, Route } from "@playwright/test";

/**
 * The ways an API call fails as a traveller meets them. Every spec that
 * fails calls drives each of them in both projects, desktop and phone.
 */
export const FAILURES = ["500", "hang", "refuse", "malformed"] as const;
export type Failure = (typeof FAILURES)[number];

/** Longest a screen may take to say a call failed (the call's 8 s deadline, and drawing). */
export const SAYS_SO_WITHIN = 10_000;

const fail: Record<Failure, (route: Route) => Promise<void> | void> = {
  // The server's own answer to an error it did not expect.
  "500": (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Internal server error" }),
    }),
  // Never answers: only the site's own deadline ends the wait.
  hang: () => undefined,
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
      : fail[failure](route);
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Uncaught errors in the page, for a test to expect none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
