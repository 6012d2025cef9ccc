import { startDuffelStandIn, type DuffelStandIn } from "./duffel-stand-in";
import { standInOffers } from "./stand-in-offers";

// The stand-in refuses what Duffel would: a test passing against it says
// the adapter sent what Duffel's reference asks for.

let standIn: DuffelStandIn;
beforeAll(async () => {
  standIn = await startDuffelStandIn(standInOffers);
});
afterAll(() => standIn.close());

const SEARCH = {
  data: {
    slices: [
      { origin: "YYZ", destination: "YVR", departure_date: "2099-03-10" },
    ],
    passengers: [{ type: "adult" }],
    cabin_class: "economy",
  },
};

function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${standIn.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${standIn.token}`,
      "duffel-version": "v2",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe("the Duffel stand-in", () => {
  it("answers an offer request with offers for its passengers", async () => {
    const answer = await post("/air/offer_requests?return_offers=true", SEARCH);
    expect(answer.status).toBe(201);
    const { data } = await answer.json();
    expect(data.offers).toHaveLength(3);
    expect(data.offers[0].passengers).toHaveLength(1);
  });

  it("answers a batch offer request's offers in batches, each GET the ones ready since the last", async () => {
    standIn.batchPace = { count: 3, everyMs: 150 };
    try {
      const created = await post(
        "/air/batch_offer_requests?supplier_timeout=15000",
        SEARCH,
      );
      expect(created.status).toBe(201);
      const { data } = await created.json();
      expect(data).toMatchObject({ total_batches: 3, remaining_batches: 3 });
      expect(data.offers).toBeUndefined();
      const look = async () =>
        (
          await fetch(`${standIn.url}/air/batch_offer_requests/${data.id}`, {
            headers: {
              authorization: `Bearer ${standIn.token}`,
              "duffel-version": "v2",
            },
          })
        ).json();
      const first = (await look()).data;
      expect(first.offers).toHaveLength(1);
      expect(first.remaining_batches).toBe(2);
      const rest = [(await look()).data, (await look()).data];
      expect(rest.map((batch) => batch.offers.length)).toEqual([1, 1]);
      expect(rest[1].remaining_batches).toBe(0);

      const unknown = await fetch(
        `${standIn.url}/air/batch_offer_requests/orq_nope`,
        {
          headers: {
            authorization: `Bearer ${standIn.token}`,
            "duffel-version": "v2",
          },
        },
      );
      expect(unknown.status).toBe(404);
      const returnOffers = await post(
        "/air/batch_offer_requests?return_offers=true",
        SEARCH,
      );
      expect(returnOffers.status).toBe(422);
    } finally {
      standIn.batchPace = { count: 2, everyMs: 0 };
    }
  });

  it("refuses a wrong token with 401 and a missing version with 400, in Duffel's error shape", async () => {
    const wrongToken = await post("/air/offer_requests", SEARCH, {
      authorization: "Bearer duffel_test_nope",
    });
    expect(wrongToken.status).toBe(401);
    expect(await wrongToken.json()).toMatchObject({
      errors: [{ type: "authentication_error", code: "unauthorized" }],
      meta: { status: 401 },
    });
    const noVersion = await post("/air/offer_requests", SEARCH, {
      "duffel-version": "v1",
    });
    expect(noVersion.status).toBe(400);
  });

  it("refuses a body Duffel would refuse with 422 naming the field", async () => {
    const child = await post("/air/offer_requests", {
      data: { ...SEARCH.data, passengers: [{ type: "child" }] },
    });
    expect(child.status).toBe(422);
    const unknownField = await post("/air/offer_requests", {
      data: { ...SEARCH.data, currency: "CAD" },
    });
    expect(unknownField.status).toBe(422);
    expect((await unknownField.json()).errors[0].message).toMatch(/currency/);
    const wrongAmount = await post("/air/orders", {
      data: {
        type: "instant",
        selected_offers: ["off_x"],
        passengers: [],
        payments: [{ type: "balance", amount: "12.5", currency: "CAD" }],
      },
    });
    expect(wrongAmount.status).toBe(422);
  });

  it("fails on demand, once per failure asked", async () => {
    standIn.failNext("offer_requests", "rate_limited");
    const limited = await post("/air/offer_requests", SEARCH);
    expect(limited.status).toBe(429);
    expect(
      Date.parse(limited.headers.get("ratelimit-reset") ?? ""),
    ).toBeGreaterThan(Date.now());
    expect((await post("/air/offer_requests", SEARCH)).status).toBe(201);
  });

  it("answers a validation error pointing at one field, as Duffel does", async () => {
    standIn.failNext("orders", "invalid:/data/passengers/1/born_on");
    const invalid = await post("/air/orders", { data: {} });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      errors: [
        {
          type: "validation_error",
          source: { field: "born_on", pointer: "/data/passengers/1/born_on" },
        },
      ],
      meta: { status: 422 },
    });
  });
});
