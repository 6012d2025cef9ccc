import type { Page } from "@playwright/test";

/** Goes to a page and waits until React has taken over, so clicks have handlers. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
