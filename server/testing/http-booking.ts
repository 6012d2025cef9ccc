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

interface SessionOffer {
  id: string;
  fare_options: { id: string; price: { total_cents: number } }[];
}

/**
 * What an order needs, made over HTTP as the site makes it: a search (owned
 * by this browser's order_access cookie) and a card token. `order(key)` is a
 * POST /api/order body for the search's cheapest option; two orders with the
 * same body differ only by their Idempotency-Key.
 */
export async function prepareBooking(browser: HttpBrowser) {
  const started = await browser.request("POST", "/api/search-session", {
    json: tripAMonthAhead(),
  });
  if (started.status !== 201) throw new Error(await started.text());
  const { sessionId } = (
    (await started.json()) as { data: { sessionId: string } }
  ).data;
  let offers: SessionOffer[] = [];
  // Priced just after the answer; up to 30 s on a busy machine.
  for (let attempt = 0; attempt < 300 && !offers.length; attempt += 1) {
    const session = await browser.request(
      "GET",
      `/api/search-session/${sessionId}`,
    );
    const { data } = (await session.json()) as {
      data: { status: string; offers?: SessionOffer[] };
    };
    if (data.status === "complete") offers = data.offers ?? [];
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const offer = offers[0];
  const option = offer?.fare_options[0];
  if (!offer || !option) throw new Error("The search found no offer.");

  const card = await browser.request("POST", "/api/payment/card", {
    json: {
      number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: 2098,
      cvc: "123",
      name: "Ada Tremblay",
    },
  });
  if (card.status !== 200) throw new Error(await card.text());
  const { payment_method } = (
    (await card.json()) as { data: { payment_method: string } }
  ).data;

  return {
    sessionId,
    body: {
      search_session_id: sessionId,
      offer_id: offer.id,
      fare_option_id: option.id,
      passengers: [
        {
          type: "adult",
          given_names: "Ada",
          surname: "Tremblay",
          date_of_birth: "1980-04-02",
        },
      ],
      contact: { email: "ada@example.com", phone: "+1 416 555 0100" },
      payment_method,
      expected_total_cents: option.price.total_cents,
    },
  };
}
