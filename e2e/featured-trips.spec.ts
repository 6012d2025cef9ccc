import { expect, test, type Page } from "./fixtures";
import { openPage } from "./open-page";

const TIME_ZONE = "America/Toronto";

/** Today plus `days` in the browser's time zone, as year-month-day. */
function daysFromToday(days: number, timeZone = TIME_ZONE): string {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone })
    .format(new Date())
    .split("-")
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days))
    .toISOString()
    .slice(0, 10);
}

const block = (page: Page) =>
  page.getByRole("region", { name: "Featured trips" });
const tripsFrom = (page: Page, market: string) =>
  block(page).getByRole("list", { name: `Trips from ${market}` });
const market = (page: Page, name: string) =>
  block(page)
    .getByRole("group", { name: "Departing from" })
    .getByRole("button", { name });

test.use({ timezoneId: TIME_ZONE });

test("Toronto's trips with all-in prices, dates and points", async ({
  page,
}) => {
  await openPage(page, "/");
  await expect(market(page, "Toronto")).toHaveAttribute("aria-pressed", "true");
  const cards = tripsFrom(page, "Toronto").getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("link")).toHaveText([
    "Toronto (YYZ) → to Montreal (YUL)",
    "Toronto (YYZ) → to New York (LGA)",
    "Toronto (YYZ) → to London (LHR)",
  ]);
  const newYork = cards.nth(1);
  await expect(newYork).toContainText("Delta Air Lines");
  await expect(newYork).toContainText("Roundtrip");
  await expect(newYork).toContainText("$412.00 taxes and fees included");
  await expect(newYork).toContainText("earn 1,505 points");
  // As the browser's own ICU writes it (the page writes it from a shape).
  const departureDay = await page.evaluate(
    (iso) =>
      new Date(`${iso}T12:00`).toLocaleDateString("en-CA", {
        month: "short",
        day: "numeric",
      }),
    daysFromToday(21),
  );
  await expect(newYork).toContainText(departureDay);
});

test.describe("a visitor in Vancouver's time zone", () => {
  test.use({ timezoneId: "America/Vancouver" });

  test("sees Vancouver's trips and can switch for the visit", async ({
    page,
  }) => {
    await openPage(page, "/");
    await expect(market(page, "Vancouver")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(
      tripsFrom(page, "Vancouver").getByRole("article").getByRole("link"),
    ).toHaveText([
      "Vancouver (YVR) → to Toronto (YYZ)",
      "Vancouver (YVR) → to San Francisco (SFO)",
      "Vancouver (YVR) → to Tokyo (HND)",
    ]);
    await expect(tripsFrom(page, "Vancouver")).toContainText("$1,384.00");

    await market(page, "Toronto").click();
    await expect(market(page, "Toronto")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(tripsFrom(page, "Toronto").getByRole("article")).toHaveCount(
      3,
    );
    await openPage(page, "/vertoflex");
    await expect(market(page, "Toronto")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

test("campaign2 doubles the points, and the card lands on /search with the exact query", async ({
  page,
}) => {
  await openPage(page, "/?campaign=campaign2");
  const london = tripsFrom(page, "Toronto").getByRole("article").nth(2);
  await expect(london).toContainText("earn 7,640 points");
  await london.getByRole("link", { name: /London/ }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/search");
  // The results screen adds its search session's id once it has one.
  url.searchParams.delete("sessionId");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    departure: "YYZ",
    arrival: "LHR",
    departureDate: daysFromToday(21),
    arrivalDate: daysFromToday(28),
    adults: "1",
    children: "0",
    campaign: "campaign2",
    stops: "1",
  });
});

test("the Vertoflex page searches with verto", async ({ page }) => {
  await openPage(page, "/vertoflex?campaign=campaign4");
  const montreal = tripsFrom(page, "Toronto").getByRole("article").first();
  await expect(montreal).toContainText("earn 200 points");
  await montreal.getByRole("link").click();
  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("searchType")).toBe("verto");
  expect(params.get("campaign")).toBe("campaign4");
  expect(params.get("departureDate")).toBe(daysFromToday(21));
});

test("French cards speak French and lead to the French search", async ({
  page,
}) => {
  await openPage(page, "/fr");
  const region = page.getByRole("region", { name: "Voyages en vedette" });
  const montreal = region.getByRole("article").first();
  await expect(montreal).toContainText("Aller-retour");
  await expect(montreal).toContainText("taxes et frais inclus");
  await expect(montreal).toContainText("Toronto (YYZ) → vers Montréal (YUL)");
  // Quebec's format, with non-breaking spaces, written into the built page.
  await expect(region.getByRole("article").nth(2)).toContainText(
    "1\u00a0046,00\u00a0$",
  );
  await expect(region).toContainText("Londres (LHR)");
  await expect(region).not.toContainText(/Montreal|London|\$\d/);
  await montreal.getByRole("link").click();
  await expect(page).toHaveURL(/\/fr\/search\?departure=YYZ&arrival=YUL&/);
});

test("the built page carries no dates that could go stale", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Leaving in 3 weeks, back a week later");
  expect(html).not.toContain("departureDate=");
});
