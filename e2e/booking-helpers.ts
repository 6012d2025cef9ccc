import { expect, type Locator, type Page } from "@playwright/test";
import type { Offer } from "../domain/offers/offer";
import type { SearchSessionAnswer } from "../domain/offers/search-session-contract";
import { isRequotedOffer } from "../domain/fares/demo/requote";
import { pointsAvailableOn } from "../server/orders/order-points";
import { openPage } from "./open-page";

// The booking journey as a traveller drives it: /search (two steps and a
// fare), /checkout, /processing, /order/{id}. Offers are told apart by the
// flight numbers each card shows ("Flights AC 113, AC 200").

const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};
export const departureDate = future(24);
export const returnDate = future(31);

/** /search for a Toronto–Vancouver round trip, three-plus weeks ahead. */
export function searchAddress({ adults = 1, children = 0 } = {}) {
  return `/search?departure=YYZ&arrival=YVR&departureDate=${departureDate}&arrivalDate=${returnDate}&adults=${adults}&children=${children}`;
}

const stepOne = (page: Page) =>
  page.getByRole("heading", {
    name: "Step 1 of 2: choose your departing flight",
  });

/** Opens /search and waits for the offers of step 1. */
export async function openSearch(page: Page, travellers = {}) {
  await openPage(page, searchAddress(travellers));
  await expect(stepOne(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/sessionId=/);
}

export interface PlannedTrip {
  offerId: string;
  /** The day its points become available ("YYYY-MM-DD"). */
  pointsOn: string;
  outbound: string;
  back: string;
}

const flightNumbers = (offer: Offer, slice: number) =>
  offer.slices[slice]!.segments.map((s) => s.flight_number).join(", ");
const totalCents = (offer: Offer) => offer.fare_options[0]!.price.total_cents;

/**
 * An offer the UI books when the traveller picks its outbound, then its
 * return (the cheapest offer flying both), whose demo re-quote is as asked.
 */
export async function planTrip(
  page: Page,
  { requoted }: { requoted: boolean },
): Promise<PlannedTrip> {
  const sessionId = new URL(page.url()).searchParams.get("sessionId");
  const response = await page.request.get(`/api/search-session/${sessionId}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: SearchSessionAnswer };
  const cheapestBySlices = new Map<string, Offer>();
  for (const offer of data.offers) {
    const key = `${offer.slices[0]!.id}|${offer.slices[1]!.id}`;
    const best = cheapestBySlices.get(key);
    if (!best || totalCents(offer) < totalCents(best)) {
      cheapestBySlices.set(key, offer);
    }
  }
  const offer = [...cheapestBySlices.values()].find(
    (candidate) => isRequotedOffer(candidate.id) === requoted,
  );
  if (!offer) throw new Error(`No offer with requoted=${requoted}`);
  return {
    offerId: offer.id,
    pointsOn: pointsAvailableOn(data.trip, offer),
    outbound: flightNumbers(offer, 0),
    back: flightNumbers(offer, 1),
  };
}

const card = (page: Page, numbers: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByText(`Flights ${numbers}`, { exact: true }) });

/** Step 1 the outbound, step 2 the return, then a fare: lands on /checkout. */
export async function chooseTrip(
  page: Page,
  trip: PlannedTrip,
  fare = "Standard",
) {
  await card(page, trip.outbound)
    .getByRole("button", { name: "Choose this departing flight" })
    .click();
  await expect(
    page.getByRole("heading", {
      name: "Step 2 of 2: choose your return flight",
    }),
  ).toBeVisible();
  const back = card(page, trip.back);
  await back.getByRole("button", { name: "See fares" }).click();
  await back.getByRole("link", { name: `Choose ${fare}` }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  expect(new URL(page.url()).searchParams.get("offer")).toBe(trip.offerId);
  await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible({
    timeout: 15_000,
  });
}

/** /search to /checkout with an offer that is (or is not) re-quoted. */
export async function reachCheckout(
  page: Page,
  { requoted = false, adults = 1, children = 0 } = {},
) {
  await openSearch(page, { adults, children });
  const trip = await planTrip(page, { requoted });
  await chooseTrip(page, trip);
  return trip;
}

export interface Traveller {
  given: string;
  surname: string;
  born: string;
}

export const adult: Traveller = {
  given: "Camille",
  surname: "Bouchard",
  born: "1985-04-12",
};

/** Fills one traveller's block ("Adult 1", "Child 1"). */
export async function fillTraveller(
  page: Page,
  block: string,
  person: Traveller,
) {
  const group = page.getByRole("group", { name: block });
  await group.getByLabel("Given names").fill(person.given);
  await group.getByLabel("Surname").fill(person.surname);
  await fillBirthDate(group, person.born);
}

/** Fills a date of birth's day, month (chosen by number) and year. */
export async function fillBirthDate(block: Locator, isoDate: string) {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  const born = block.getByRole("group", { name: "Date of birth" });
  await born.getByLabel("Month").selectOption(month);
  await born.getByLabel("Day").fill(day);
  await born.getByLabel("Year").fill(year);
}

export async function fillContact(
  page: Page,
  email = "camille@example.com",
  phone = "+1 416 555 0100",
) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill(phone);
}

export const VISA = "4242 4242 4242 4242";
export const DECLINED = "4000 0000 0000 0002";
/** Authorized, then its capture is refused (server/payments/test-cards.ts). */
export const CAPTURE_FAILS = "4000 0000 0000 0341";

export async function fillCard(page: Page, number = VISA) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("08/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Camille Bouchard");
}

/** The "Total to pay" as written, e.g. "$1,046.00". */
export async function checkoutTotal(page: Page): Promise<string> {
  const line = page.getByText("Total to pay").locator("..");
  return ((await line.locator("strong").textContent()) ?? "").trim();
}

/** Fills the whole form for one adult and presses Pay. */
export async function payAsOneAdult(
  page: Page,
  number = VISA,
  traveller = adult,
) {
  await fillTraveller(page, "Adult 1", traveller);
  await fillContact(page);
  await fillCard(page, number);
  await page.getByRole("button", { name: /^Pay / }).click();
}

/** The order page's id, from its address. */
export async function orderPageId(page: Page) {
  await expect(page).toHaveURL(/\/order\/[^/?#]+/, { timeout: 20_000 });
  return decodeURIComponent(
    new URL(page.url()).pathname.split("/").filter(Boolean).pop()!,
  );
}

/** Waits for a confirmed order; answers its id and booking reference. */
export async function expectOrderPage(page: Page) {
  const orderId = await orderPageId(page);
  await expect(
    page.getByRole("heading", { name: "Booked and paid" }),
  ).toBeVisible({ timeout: 15_000 });
  const reference = await page
    .getByText(/^Booking reference:/)
    .locator("strong")
    .textContent();
  return { orderId, reference: (reference ?? "").trim() };
}

/** The last line of a price breakdown ("Total"), e.g. "$1,046.00". */
export const breakdownTotal = (page: Page, heading = "Price") =>
  page.getByRole("region", { name: heading }).getByRole("definition").last();

/** GET an API path as the signed-in traveller (the stored bearer token). */
export async function apiAsTraveller(page: Page, path: string) {
  const stored = await page.evaluate(() => localStorage.getItem("authToken"));
  const token = (stored ?? "").replace(/^"|"$/g, "");
  return page.request.get(path, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The signed-in traveller's pending points, summed. */
export async function pendingPoints(page: Page): Promise<number> {
  const response = await apiAsTraveller(page, "/api/point");
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { pending: { points: number }[] };
  };
  return data.pending.reduce((sum, entry) => sum + entry.points, 0);
}
