import { expect, type Page } from "@playwright/test";

/** The consent banner and its choices, as a visitor uses them. */

export type Purpose = "measurement" | "heatmap" | "advertising";

export const LABELS: Record<Purpose, string> = {
  measurement: "Audience measurement",
  heatmap: "Heat-map and session replay",
  advertising: "Advertising",
};

export const banner = (page: Page) =>
  page.getByRole("region", { name: "Your privacy choices" });

/** Opens the per-purpose choices if needed and saves exactly `purposes`. */
export async function choose(page: Page, purposes: Purpose[]) {
  const bar = banner(page);
  await expect(bar).toBeVisible();
  const customize = bar.getByRole("button", { name: "Choose by purpose" });
  if (await customize.isVisible()) await customize.click();
  for (const purpose of Object.keys(LABELS) as Purpose[]) {
    await bar
      .getByRole("checkbox", { name: new RegExp(LABELS[purpose]) })
      .setChecked(purposes.includes(purpose));
  }
  await bar.getByRole("button", { name: "Save my choices" }).click();
  await expect(bar).toBeHidden();
}
