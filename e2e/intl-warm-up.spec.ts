import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

/** The page sees a device with this many cores. */
async function emulateCores(page: Page, cores: number) {
  await page.addInitScript((count) => {
    Object.defineProperty(Navigator.prototype, "hardwareConcurrency", {
      get: () => count,
    });
  }, cores);
}

function watchWorkers(page: Page) {
  const workers = { started: [] as string[], ended: 0 };
  page.on("worker", (worker) => {
    workers.started.push(worker.url());
    worker.on("close", () => workers.ended++);
  });
  return workers;
}

// src/lib/intl-warm-up: a worker loads Intl's data while the page hydrates,
// on a device with a core to spare for it.
test("a page on an eight-core phone starts the Intl warm-up worker once, and the worker ends", async ({
  page,
}) => {
  await emulateCores(page, 8);
  const workers = watchWorkers(page);
  await openPage(page, "/fr");
  await expect.poll(() => workers.started.length).toBe(1);
  expect(new URL(workers.started[0]!).origin).toBe(new URL(page.url()).origin);
  // It closes itself once Intl's services are built.
  await expect.poll(() => workers.ended).toBe(1);

  // Moving within the site keeps the warm process: no second worker.
  await page.locator('footer a[href="/fr/faq"]').first().click();
  await page.waitForURL(/\/fr\/faq/);
  await expect(page.locator("h1")).toBeVisible();
  expect(workers.started).toHaveLength(1);
});

test("a page on a two-core device starts no warm-up worker", async ({
  page,
}) => {
  await emulateCores(page, 2);
  const workers = watchWorkers(page);
  // The worker would start at client entry, before the page is hydrated.
  await openPage(page, "/fr");
  await expect(page.locator("h1")).toBeVisible();
  expect(workers.started).toEqual([]);
});
