import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Starts collecting the page's console errors and uncaught exceptions; call
 * before opening the page, check with expectNoConsoleErrors at the end.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export function expectNoConsoleErrors(errors: string[]) {
  // The 404 status itself is logged by Chromium as a failed resource load.
  expect(
    errors.filter((text) => !/404 \(Not Found\)/.test(text)),
    "console errors",
  ).toEqual([]);
}

/** Axe on the page as it is: no violation of serious or critical impact. */
export async function expectNoSeriousAccessibilityProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(serious, "serious accessibility problems").toEqual([]);
}
