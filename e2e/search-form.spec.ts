import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./open-page";

const isoDaysFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
};

/** Picks a day in the open calendar by its accessible name ("Choose Thursday, December 3rd, 2026"). */
async function pickDay(page: Page, isoDate: string) {
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

const from = (page: Page) => page.getByRole("combobox", { name: "From" });
const to = (page: Page) => page.getByRole("combobox", { name: "To" });

test.beforeEach(async ({ page }) => {
  await openPage(page, "/");
});

test("loads neither the airport list nor the date picker with the page", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(request.url()));
  await openPage(page, "/");
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((url) => url.includes("/api/airport"))).toEqual([]);
  await expect(page.locator(".react-datepicker-wrapper")).toHaveCount(0);

  await from(page).click();
  await expect
    .poll(() => loaded.some((url) => url.includes("/api/airport")))
    .toBe(true);
  await expect(page.locator(".react-datepicker-wrapper")).toHaveCount(2);
});

test("a round trip from start to /search, as a traveller clicks through it", async ({
  page,
}) => {
  const departureDate = isoDaysFromNow(30);
  const arrivalDate = isoDaysFromNow(37);
  await from(page).click();
  await from(page).pressSequentially("toronto");
  const first = page.getByRole("option").first();
  await expect(first).toContainText(
    "Lester B. Pearson International Airport (YYZ)",
  );
  await expect(first).toContainText("Ontario, Canada");
  await first.click();
  await expect(from(page)).toHaveValue("Toronto (YYZ)");
  await expect(to(page)).toBeFocused();

  await to(page).pressSequentially("vancouver");
  await page.getByRole("option", { name: /\(YVR\)/ }).click();
  await expect(to(page)).toHaveValue("Vancouver (YVR)");

  // The departure calendar opens by itself; then the return, then travellers.
  await pickDay(page, departureDate);
  await expect(page.getByLabel("Return", { exact: true })).toBeFocused();
  await pickDay(page, arrivalDate);
  const travellers = page.getByRole("group", { name: "Travellers" });
  await expect(travellers).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Remove an adult" }),
  ).toBeDisabled();
  await page.getByRole("button", { name: "Add an adult" }).click();
  await page.getByRole("button", { name: "Add a child" }).click();
  await page.getByRole("button", { name: "Search" }).click();

  await page.waitForURL(/\/search\?/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toEqual({
    departure: "YYZ",
    arrival: "YVR",
    departureDate,
    arrivalDate,
    adults: "2",
    children: "1",
    sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(
    await page.evaluate(() => [
      localStorage.getItem("departureHistory"),
      localStorage.getItem("arrivalHistory"),
    ]),
  ).toEqual(['["YYZ"]', '["YVR"]']);

  // /search reads the same address back into its form.
  await expect(from(page)).toHaveValue("Toronto (YYZ)");
  await expect(to(page)).toHaveValue("Vancouver (YVR)");
  await expect(page.getByLabel("Depart", { exact: true })).toHaveValue(
    `${departureDate.slice(5, 7)}/${departureDate.slice(8)}`,
  );
  await expect(
    page.getByRole("button", { name: /2 adults, 1 child/ }),
  ).toBeVisible();
});

test("a one-way trip leaves the return date out and opens travellers after the date", async ({
  page,
}) => {
  const departureDate = isoDaysFromNow(12);
  await page.getByRole("button", { name: "one way" }).click();
  await expect(page.getByLabel("Return", { exact: true })).toHaveCount(0);
  await from(page).fill("Montreal");
  await page.getByRole("option", { name: /\(YUL\)/ }).click();
  await to(page).fill("London");
  await page.getByRole("option", { name: /\(LHR\)/ }).click();
  await pickDay(page, departureDate);
  await expect(page.getByRole("group", { name: "Travellers" })).toBeVisible();
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("departureDate")).toBe(departureDate);
  expect(params.has("arrivalDate")).toBe(false);
});

test("nothing proceeds while a field is in error", async ({ page }) => {
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("select valid location")).toHaveCount(2);
  await expect(page.getByText("enter valid date")).toHaveCount(2);
  await expect(from(page)).toBeFocused();
  await from(page).fill("Toronto (YYZ)");
  await to(page).fill("Toronto (YYZ)");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("select valid location")).toHaveCount(2);
  await to(page).fill("Somewhere");
  await expect(page.getByText("select valid location")).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe("/");
});
