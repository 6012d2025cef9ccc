import type { Browser } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { signIn } from "./account-helpers";
import {
  apiAsTraveller,
  expectOrderPage,
  payAsOneAdult,
  pendingPoints,
  reachCheckout,
  searchAddress,
} from "./booking-helpers";
import { openPage } from "./open-page";

// Reloads, another browser, and an API that stops answering halfway: each
// ends on one order or on a clear message with a way forward, on the desktop
// and the phone layout.

test.setTimeout(90_000);

test("a reload on /processing, its first answer lost, ends on one order", async ({
  page,
}) => {
  await openPage(page, "/");
  await signIn(page);
  await reachCheckout(page);
  // The first POST /order reaches the server, but its answer never comes
  // back: the traveller reloads while the page still says it is placing.
  const keys: string[] = [];
  let placed!: () => void;
  const firstPlaced = new Promise<void>((resolve) => (placed = resolve));
  await page.route("**/api/order", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    keys.push((await request.headerValue("idempotency-key")) ?? "");
    if (keys.length > 1) return route.fallback();
    await route.fetch();
    placed();
  });
  await payAsOneAdult(page);
  await expect(page).toHaveURL(/\/processing/);
  await expect(
    page.getByRole("paragraph").filter({
      hasText: "Confirming your booking with the airline and the payment…",
    }),
  ).toBeVisible();
  await firstPlaced;
  await page.reload();

  const { orderId, reference } = await expectOrderPage(page);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const answer = await apiAsTraveller(page, `/api/order/${orderId}`);
  const { data } = (await answer.json()) as {
    data: { booking_reference: string; points: { earned: number } };
  };
  expect(data.booking_reference).toBe(reference);
  // One order: the ledger holds its points once.
  expect(data.points.earned).toBeGreaterThan(0);
  expect(await pendingPoints(page)).toBe(data.points.earned);
});

/** Opens `link` in a fresh browser context (no cookies, no storage). */
async function inAnotherBrowser(
  browser: Browser,
  link: string,
  check: (stranger: Page) => Promise<void>,
) {
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const stranger = await other.newPage();
    await openPage(stranger, link);
    await check(stranger);
  } finally {
    await other.close();
  }
}

test("another browser opening the order link can't see the order", async ({
  page,
  browser,
}) => {
  await reachCheckout(page);
  await payAsOneAdult(page);
  await expectOrderPage(page);
  const link = page.url();

  await inAnotherBrowser(browser, link, async (stranger) => {
    await expect(stranger.getByRole("alert")).toHaveText(
      "We can't find this order.",
    );
    await expect(stranger.getByText("Booked and paid")).toHaveCount(0);
  });
});

test("another browser opening a results address searches the same trip again", async ({
  page,
  browser,
}) => {
  const firstStep = { name: /^Step 1 of 2/ };
  const sessionOf = (url: string) => new URL(url).searchParams.get("sessionId");
  await openPage(page, searchAddress());
  await expect(page.getByRole("heading", firstStep)).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() => new URL(page.url()).searchParams.get("sessionId"))
    .toBeTruthy();
  const link = page.url();

  await inAnotherBrowser(browser, link, async (stranger) => {
    await expect(stranger.getByRole("heading", firstStep)).toBeVisible({
      timeout: 20_000,
    });
    // The first browser's session answers 404 here: a new one, same trip.
    await expect
      .poll(() => sessionOf(stranger.url()))
      .not.toBe(sessionOf(link));
    expect(sessionOf(stranger.url())).toBeTruthy();
  });
});

test("an expired search says so and searches again", async ({ page }) => {
  const message =
    "This search expired after 30 minutes. Search again for current fares.";
  // A search link's session comes with its offers; reopened later (its id
  // in the address), the session is read again and has expired.
  await openPage(page, searchAddress());
  await expect
    .poll(() => new URL(page.url()).searchParams.get("sessionId"))
    .toBeTruthy();
  await page.route("**/api/search-session/*", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 410, json: { message, status: "expired" } })
      : route.fallback(),
  );
  await page.reload();
  await expect(page.getByRole("alert")).toContainText(message, {
    timeout: 20_000,
  });
  const expired = new URL(page.url()).searchParams.get("sessionId");
  await page.unroute("**/api/search-session/*");
  await page.getByRole("button", { name: "Search again" }).click();
  await expect(page.getByRole("heading", { name: /^Step 1 of 2/ })).toBeVisible(
    { timeout: 20_000 },
  );
  await expect
    .poll(() => new URL(page.url()).searchParams.get("sessionId"))
    .not.toBe(expired);
});
