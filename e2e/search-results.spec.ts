import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

// The real /search against the demo fare source: Toronto–Vancouver round trip.

const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};
const departureDate = future(24);
const arrivalDate = future(31);
const address = `/search?departure=YYZ&arrival=YVR&departureDate=${departureDate}&arrivalDate=${arrivalDate}&adults=1&children=0`;

test("a round trip from results to checkout: sort, filter, strip, two steps, a fare", async ({
  page,
}) => {
  await openPage(page, address);
  const step1 = page.getByRole("heading", {
    name: "Step 1 of 2: choose your departing flight",
  });
  await expect(step1).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/sessionId=/);
  await expect(page.getByText("Demo fares")).toBeVisible();
  const flights = page.getByRole("article");
  expect(await flights.count()).toBeGreaterThan(1);

  // Sort by price: the first card carries the lowest-price mark.
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price");
  await expect(flights.first()).toContainText("Lowest price");
  // By CO₂: the first card is marked, and says its CO₂ a traveller.
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("co2");
  await expect(flights.first()).toContainText("Lower CO₂");
  await expect(flights.first()).toContainText(
    /About [\d,]+ kg CO₂ a traveller, round trip/,
  );

  // A filter narrows the list (counts beside each value); clearing restores it.
  // (A filter that empties the list is covered by the component tests.)
  const filtersToggle = page.getByRole("button", { name: "Filters" });
  if (await filtersToggle.isVisible()) await filtersToggle.click();
  const total = await flights.count();
  await page.getByRole("checkbox", { name: /^1 stop \(\d+\)$/ }).check();
  await expect(page.getByText(/shown of/)).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(flights).toHaveCount(total);

  // Another day on the flexible-dates strip starts a new search.
  const strip = page.getByRole("navigation", { name: /Flexible dates/ });
  const firstSession = new URL(page.url()).searchParams.get("sessionId");
  await strip.getByRole("button", { disabled: false }).last().click();
  await expect(step1).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => new URL(page.url()).searchParams.get("sessionId"))
    .not.toBe(firstSession);

  // Outbound, then return (Back returns to step 1), then a fare.
  await flights
    .first()
    .getByRole("button", { name: "Choose this departing flight" })
    .click();
  await expect(
    page.getByRole("heading", {
      name: "Step 2 of 2: choose your return flight",
    }),
  ).toBeVisible();
  await page.goBack();
  await expect(step1).toBeVisible();
  await page.goForward();
  await flights.first().getByRole("button", { name: "See fares" }).click();
  await flights.first().getByRole("link", { name: "Choose Standard" }).click();
  await expect(page).toHaveURL(/\/checkout\?sessionId=.+&offer=.+&fare=.+/);
});

test("cards out of view are not laid out until scrolled near, yet every one is in the page", async ({
  page,
}) => {
  await openPage(page, address);
  const flights = page.getByRole("article");
  await expect(flights.first()).toBeVisible({ timeout: 15_000 });
  // The first screen of cards paints first; the rest follow in a second pass.
  await expect.poll(() => flights.count()).toBeGreaterThan(8);
  const count = await flights.count();
  // checkVisibility's contentVisibilityAuto option: false inside a card the
  // browser skips (content-visibility: auto, out of view).
  const laidOut = (index: number) =>
    flights
      .nth(index)
      .evaluate((card) =>
        card.checkVisibility({ contentVisibilityAuto: true }),
      );
  expect(await laidOut(0)).toBe(true);
  expect(await laidOut(count - 1)).toBe(false);

  await flights.nth(count - 1).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(count - 1)).toBe(true);
  await expect(flights.nth(count - 1)).toContainText(/\$/);
});
