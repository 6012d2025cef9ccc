import { test, type Page, type Route } from "@playwright/test";

/** The ways an API call fails as a traveller meets them. */
export const FAILURES = ["500", "hang", "refuse", "malformed"] as const;
export type Failure = (typeof FAILURES)[number];
/** One way of failing or more. */
type Failures = readonly [Failure, ...Failure[]];

/**
 * Which ways of failing each Playwright project drives. How a screen reacts
 * to a failed call does not depend on the viewport, so each way runs in one
 * project only (CI time: the hanging calls alone wait 8 s each), and every
 * screen still meets failures on both the desktop and the phone layout.
 * Together the projects drive every way in FAILURES.
 */
export const FAILURES_BY_PROJECT: Readonly<Record<string, Failures>> = {
  // In FAILURES' order: as before, a hanging call follows a 500 on the
  // same page, and the processing test starts with a 500.
  desktop: ["500", "hang"],
  phone: ["refuse", "malformed"],
};

const covered = new Set(Object.values(FAILURES_BY_PROJECT).flat());
if (FAILURES.some((failure) => !covered.has(failure))) {
  throw new Error("FAILURES_BY_PROJECT leaves a way of failing untested");
}

/** The ways of failing the running test's project drives (all, in a project not named above). */
export function projectFailures(): Failures {
  return FAILURES_BY_PROJECT[test.info().project.name] ?? FAILURES;
}

/** The title of failing-api-account.spec.ts's group for one way of failing. */
export const apiFailingGroup = (failure: Failure) =>
  `the API failing (${failure})`;

/**
 * For a project's grepInvert: the failing-api-account.spec.ts groups of the
 * ways of failing another project drives.
 */
export function otherProjectsFailures(project: string): RegExp | undefined {
  const mine = FAILURES_BY_PROJECT[project];
  if (!mine) return undefined;
  const others = FAILURES.filter((failure) => !mine.includes(failure));
  if (others.length === 0) return undefined;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    others.map((failure) => escape(apiFailingGroup(failure))).join("|"),
  );
}

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
