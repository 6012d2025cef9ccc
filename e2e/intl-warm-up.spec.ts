import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

// src/lib/intl-warm-up: a worker loads Intl's data while the page hydrates.
test("a page starts the Intl warm-up worker once, and the worker ends", async ({
  page,
}) => {
  const started: string[] = [];
  let ended = 0;
  page.on("worker", (worker) => {
    started.push(worker.url());
    worker.on("close", () => ended++);
  });
  await openPage(page, "/fr");
  await expect.poll(() => started.length).toBe(1);
  expect(new URL(started[0]!).origin).toBe(new URL(page.url()).origin);
  // It closes itself once Intl's services are built.
  await expect.poll(() => ended).toBe(1);

  // Moving within the site keeps the warm process: no second worker.
  await page.locator('footer a[href="/fr/faq"]').first().click();
  await page.waitForURL(/\/fr\/faq/);
  await expect(page.locator("h1")).toBeVisible();
  expect(started).toHaveLength(1);
});
