import type { HttpBrowser } from "./http-browser";

/** A one-way trip for one adult, a month ahead: its points wait until after it. */
function tripAMonthAhead() {
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    departure: "YYZ",
    arrival: "YVR",
    departureDate: day,
    adults: 1,
    children: 0,
  };
}

export interface SessionOffer {
  id: string;
  fare_options: { id: string; price: { total_cents: number } }[];
}

/** The search's offers once priced; up to 30 s on a busy machine. */
async function pricedOffers(
  browser: HttpBrowser,
  sessionId: string,
): Promise<SessionOffer[]> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const session = await browser.request(
      "GET",
      `/api/search-session/${sessionId}`,
    );
    const { data } = (await session.json()) as {
      data: { status: string; offers?: SessionOffer[] };
    };
    if (data.status === "complete") return data.offers ?? [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

/**
 * A search for a trip a month ahead, owned by this browser's order_access
 * cookie, as the site starts it, and the fare option `pick` chooses among
 * its offers (by default the cheapest offer's first): what an order body
 * names, without its payment.
 */
export async function searchFare(
  browser: HttpBrowser,
  pick: (offers: SessionOffer[]) => SessionOffer | undefined = (offers) =>
    offers[0],
) {
  const started = await browser.request("POST", "/api/search-session", {
    json: tripAMonthAhead(),
  });
  if (started.status !== 201) throw new Error(await started.text());
  const { sessionId } = (
    (await started.json()) as { data: { sessionId: string } }
  ).data;
  const offer = pick(await pricedOffers(browser, sessionId));
  const option = offer?.fare_options[0];
  if (!offer || !option) throw new Error("The search found no offer.");
  return {
    sessionId,
    fare: {
      search_session_id: sessionId,
      offer_id: offer.id,
      fare_option_id: option.id,
      expected_total_cents: option.price.total_cents,
    },
  };
}

/** POST /api/payment/card for a test card `number`: its pm_ token. */
export async function cardToken(
  browser: HttpBrowser,
  number = "4242 4242 4242 4242",
): Promise<string> {
  const card = await browser.request("POST", "/api/payment/card", {
    json: {
      number,
      exp_month: 12,
      exp_year: 2098,
      cvc: "123",
      name: "Ada Tremblay",
    },
  });
  if (card.status !== 200) throw new Error(await card.text());
  return ((await card.json()) as { data: { payment_method: string } }).data
    .payment_method;
}

export const ADA_TREMBLAY = {
  type: "adult",
  given_names: "Ada",
  surname: "Tremblay",
  date_of_birth: "1980-04-02",
};

/**
 * What an order needs, made over HTTP as the site makes it: a search (owned
 * by this browser's order_access cookie) and a card token. `body` is a
 * POST /api/order body for the search's cheapest option; two orders with the
 * same body differ only by their Idempotency-Key.
 */
export async function prepareBooking(browser: HttpBrowser) {
  const { sessionId, fare } = await searchFare(browser);
  const payment_method = await cardToken(browser);
  return {
    sessionId,
    body: {
      ...fare,
      passengers: [ADA_TREMBLAY],
      contact: { email: "ada@example.com", phone: "+1 416 555 0100" },
      payment_method,
    },
  };
}
