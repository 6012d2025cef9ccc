import { expect, test, type Page } from "./fixtures";
import { openPage } from "./open-page";

// Layout shift (CLS) on the pages whose content arrives after the page: the
// goal is at most 0.02, as Lighthouse counts it (shifts without recent input).

const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const totalShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );

test("search results arrive without moving the page", async ({ page }) => {
  await recordShifts(page);
  await openPage(
    page,
    `/search?departure=YYZ&arrival=YVR&departureDate=${future(24)}&arrivalDate=${future(31)}&adults=1&children=0`,
  );
  await expect(
    page.getByRole("heading", {
      name: "Step 1 of 2: choose your departing flight",
    }),
  ).toBeVisible({ timeout: 15_000 });
  expect(await totalShift(page)).toBeLessThanOrEqual(0.02);
});

test("an order screen loads without moving the page", async ({ page }) => {
  await recordShifts(page);
  await openPage(page, "/order/cs_test_123");
  await expect(page.locator("main h1")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await totalShift(page)).toBeLessThanOrEqual(0.02);
});
