import { expect, type Page } from "@playwright/test";

/** What the search form tests share: its fields, and dates from today. */
export const isoDaysFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
};

/** Picks a day in the open calendar by its accessible name ("Choose Thursday, December 3rd, 2026"). */
export async function pickDay(page: Page, isoDate: string) {
  const date = new Date(`${isoDate}T12:00:00`);
  const month = date.toLocaleString("en-US", { month: "long" });
  const calendar = page.locator(".react-datepicker");
  await expect(calendar).toBeVisible();
  // Move to the right month first (the calendar opens on the earliest one).
  for (let i = 0; i < 3; i += 1) {
    const heading = await calendar
      .locator(".react-datepicker__current-month")
      .textContent();
    if (heading?.startsWith(month)) break;
    await calendar.getByRole("button", { name: "Next Month" }).click();
  }
  await calendar
    .getByRole("gridcell", {
      name: new RegExp(
        `${month} ${date.getDate()}(st|nd|rd|th), ${date.getFullYear()}`,
      ),
    })
    .and(calendar.locator(":not(.react-datepicker__day--outside-month)"))
    .click();
}

export const from = (page: Page) =>
  page.getByRole("combobox", { name: "From" });
export const to = (page: Page) => page.getByRole("combobox", { name: "To" });

/**
 * On a phone the form folds into the trip summary once the offers are in;
 * its Change (in the page's language) opens it again. Wider screens keep it.
 */
export async function unfoldSearchForm(page: Page, change = "Change") {
  await page.locator("[elementtiming=first-offer]").waitFor();
  const button = page.getByRole("button", { name: change, exact: true });
  if (await button.isVisible()) await button.click();
}

/**
 * A trip date as its field should show it: in words, with the year only
 * when it is not this year's ("Mon, Dec 28", "lun. 4 janv. 2027").
 */
export function dateInWords(isoDate: string, locale = "en-CA"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
    ...(date.getUTCFullYear() !== new Date().getFullYear() && {
      year: "numeric",
    }),
  }).format(date);
}
