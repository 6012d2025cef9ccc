import type { Page } from "@playwright/test";
import type { Offer } from "../domain/offers/offer";
import type { SearchSessionAnswer } from "../domain/offers/search-session-contract";
import {
  startDuffelStandIn,
  type DuffelStandIn,
} from "../server/testing/duffel-stand-in/duffel-stand-in";
import { standInOffers } from "../server/testing/duffel-stand-in/stand-in-offers";
import {
  adult,
  checkoutTotal,
  expectOrderPage,
  fillCard,
  fillContact,
  fillTraveller,
  openSearch,
} from "./booking-helpers";
import { startApi, waitFor, type Started } from "./external-provider/processes";
import { expect, test } from "./fixtures";

// Booking through Duffel as a traveller does (#40): an API of this spec's
// own with FARE_SOURCE=duffel, talking to the loopback stand-in of Duffel's
// API, on the e2e server's port + 21 (+ 10 to 20 belong to others). One
// port: repeat it with --workers=1, or two workers' APIs collide on it.
const basePort = Number(
  new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:8765").port,
);
const API_PORT = basePort + 21;
const SITE = `http://127.0.0.1:${API_PORT}`;

test.use({ baseURL: SITE });
test.describe.configure({ mode: "serial" });

let standIn: DuffelStandIn;
let api: Started;
/** Every body the browser received, to look for the access token. */
const received: Promise<string>[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  standIn = await startDuffelStandIn(standInOffers);
  api = startApi(API_PORT, {
    FARE_SOURCE: "duffel",
    DUFFEL_ACCESS_TOKEN: standIn.token,
    DUFFEL_API_URL: standIn.url,
  });
  await waitFor(
    api,
    async () => (await fetch(`${SITE}/api/health`)).ok,
    "The API selling Duffel's fares",
  );
});

test.beforeEach(({ page }) => {
  page.on("response", (response) =>
    received.push(response.text().catch(() => "")),
  );
});

test.afterAll(async () => {
  const output = api?.output() ?? "";
  await api?.stop();
  await standIn?.close();
  expect(output).not.toContain(standIn.token);
  for (const body of await Promise.all(received)) {
    expect(body).not.toContain(standIn.token);
  }
});

const orderRequests = () =>
  standIn.requests.filter(
    (r) => r.method === "POST" && r.path === "/air/orders",
  );

const flights = (offer: Offer, slice: number) =>
  offer.slices[slice]!.segments.map((s) => s.flight_number).join(", ");

/** The cheapest offer of this session, as the API answers it. */
async function cheapestOffer(page: Page): Promise<Offer> {
  const sessionId = new URL(page.url()).searchParams.get("sessionId");
  const response = await page.request.get(`/api/search-session/${sessionId}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: SearchSessionAnswer };
  const total = (offer: Offer) => offer.fare_options[0]!.price.total_cents;
  return [...data.offers].sort((a, b) => total(a) - total(b))[0]!;
}

const card = (page: Page, numbers: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByText(`Flights ${numbers}`, { exact: true }) });

/** Search, outbound, return and its fare: lands on /checkout. */
async function reachDuffelCheckout(page: Page) {
  await openSearch(page);
  const offer = await cheapestOffer(page);
  await card(page, flights(offer, 0))
    .getByRole("button", { name: "Choose this departing flight" })
    .click();
  await expect(
    page.getByRole("heading", {
      name: "Step 2 of 2: choose your return flight",
    }),
  ).toBeVisible();
  const back = card(page, flights(offer, 1));
  await back.getByRole("button", { name: "See fares" }).click();
  await back.getByRole("link", { name: /^Choose / }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible({
    timeout: 15_000,
  });
  return offer;
}

/** The traveller's block, with what Duffel also asks: gender and title. */
async function fillDuffelTraveller(page: Page) {
  await fillTraveller(page, "Adult 1", adult);
  const group = page.getByRole("group", { name: "Adult 1" });
  await group.getByLabel("Gender, as on the passport").selectOption("f");
  await group.getByLabel("Title").selectOption("ms");
  await fillContact(page);
  await fillCard(page);
}

test("a traveller books a Duffel offer: the stand-in receives one order for it, paid from balance at its total", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSearch(page);
  // The stand-in's offers, with their carriers, times and totals.
  const nonstop = card(page, "AC 113");
  await expect(nonstop).toBeVisible();
  await expect(nonstop).toContainText("Air Canada");
  await expect(nonstop).toContainText("8:00");
  await expect(card(page, "WS 653, WS 115")).toBeVisible();

  const before = orderRequests().length;
  const offer = await reachDuffelCheckout(page);
  const total = await checkoutTotal(page);
  await fillDuffelTraveller(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  const { reference } = await expectOrderPage(page);

  expect(orderRequests()).toHaveLength(before + 1);
  expect(reference).toBe(standIn.orders.at(-1)!.booking_reference);
  const { data: order } = orderRequests().at(-1)!.body as {
    data: Record<string, unknown>;
  };
  expect(order.selected_offers).toEqual([offer.id]);
  expect(order.passengers).toEqual([
    expect.objectContaining({
      given_name: adult.given,
      family_name: adult.surname,
      born_on: adult.born,
      gender: "f",
      title: "ms",
      email: "camille@example.com",
      phone_number: expect.stringMatching(/^\+1 ?416 ?555 ?0100$/),
    }),
  ]);
  const cents = offer.fare_options[0]!.price.total_cents;
  expect(order.payments).toEqual([
    { type: "balance", amount: (cents / 100).toFixed(2), currency: "CAD" },
  ]);
  expect(total).toContain((cents / 100).toFixed(2));
});

test("an offer Duffel no longer sells when Pay is pressed says so, books nothing and leads back to the search", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ordersBefore = orderRequests().length;
  const offer = await reachDuffelCheckout(page);
  standIn.withdraw(offer.id);
  await fillDuffelTraveller(page);
  await page.getByRole("button", { name: /^Pay / }).click();

  // The processing page's refusal (on a Duffel "offer_no_longer_available").
  await expect(
    page.getByText(/This fare is no longer available\. Search again\./),
  ).toBeVisible({ timeout: 20_000 });
  expect(orderRequests()).toHaveLength(ordersBefore);
  await page.getByRole("link", { name: "Search flights" }).click();
  await expect(page).toHaveURL(/\/search/);
});
