import { hashToken } from "./platform/http/token-hash";
import type { FareSource } from "./search/fare-source";
import { createSearchSession } from "./search/search-sessions";
import { ORDER_ACCESS_COOKIE } from "./platform/http/browser-access";
import { DEPENDENCY_UNAVAILABLE_MESSAGES } from "./platform/outbound/dependency";
import type { PaymentProvider } from "./payments/payment-provider";
import { createTestPaymentProvider } from "./payments/test-provider";
import { serveTestApp } from "./testing/fake-app";
import { createFakeFareSource } from "./testing/fake-fare-source";
import {
  cardToken,
  TEST_TRIP,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "./testing/order-fixtures";
import { createSignedInUser } from "./testing/signed-in-user";

// The fare source or the payment provider down (hanging, or refusing
// connections): the API tries a bounded number of times, then answers 503
// with Retry-After and a sentence, in time for the site's 8 s deadline, and
// an order retried under its key never charges twice. The app runs the
// default retry policy (2 s an attempt, 3 attempts, 4.5 s in all).
type Failure = "hang" | "refuse";

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:443"), {
    code: "ECONNREFUSED",
  });
const fail = (failure: Failure) =>
  failure === "hang" ? new Promise<never>(() => {}) : Promise.reject(refused());

/** What fails next, for how many calls, and the calls made. */
const down = new Map<string, { failure: Failure; times: number }>();
const calls: string[] = [];
/** When each method was first asked: the guard's time starts there. */
const firstAsked = new Map<string, number>();
function breakNext(method: string, failure: Failure, times = Infinity) {
  down.set(method, { failure, times });
}
async function through<T>(method: string, call: () => Promise<T>) {
  calls.push(method);
  if (!firstAsked.has(method)) firstAsked.set(method, Date.now());
  const broken = down.get(method);
  if (broken && broken.times > 0) {
    broken.times -= 1;
    return fail(broken.failure);
  }
  return call();
}

const fares = createFakeFareSource();
const flakyFares: FareSource = {
  id: fares.id,
  demo: fares.demo,
  searchOffers: (trip) =>
    through("searchOffers", () => fares.searchOffers(trip)),
  lowestPrices: (trip, dates) =>
    through("lowestPrices", () => fares.lowestPrices(trip, dates)),
  repriceOffer: (trip, offer, option) =>
    through("repriceOffer", () => fares.repriceOffer(trip, offer, option)),
  placeOrder: (request) =>
    through("placeOrder", () => fares.placeOrder(request)),
  cancelOrder: (request) =>
    through("cancelOrder", () => fares.cancelOrder(request)),
};
let testProvider: PaymentProvider | undefined;
const payments = () =>
  (testProvider ??= createTestPaymentProvider(served.database()));
const flakyPayments: PaymentProvider = {
  id: "test",
  test: true,
  createPaymentMethod: (card) =>
    through("createPaymentMethod", () => payments().createPaymentMethod(card)),
  authorizePayment: (intent) =>
    through("authorizePayment", () => payments().authorizePayment(intent)),
  capturePayment: (request) =>
    through("capturePayment", () => payments().capturePayment(request)),
  voidPayment: (request) =>
    through("voidPayment", () => payments().voidPayment(request)),
  refundPayment: (request) =>
    through("refundPayment", () => payments().refundPayment(request)),
};

const logLines: string[] = [];
const served = serveTestApp(
  {},
  { fareSource: flakyFares, paymentProvider: flakyPayments },
  undefined,
  { level: "warn", logLines },
);
const app = served.app;
const db = () => served.database();

afterEach(() => {
  down.clear();
  calls.length = 0;
  firstAsked.clear();
  logLines.length = 0;
});

/** The back-off after a step with no answer, over at once. */
const endLease = (orderId: string) =>
  db().query(
    "update orders set lease_until = now() - interval '1 second' where id = $1",
    [orderId],
  );

const timesCalled = (method: string) =>
  calls.filter((name) => name === method).length;
/** From the first call to the dependency to now. */
const sinceAsked = (method: string) =>
  Date.now() - (firstAsked.get(method) ?? Number.NaN);
const charges = async (token: string) =>
  (
    await db().query<{ n: number }>(
      "select count(*)::integer as n from test_payments where payment_method = $1 and status in ('authorized', 'captured')",
      [token],
    )
  )[0]?.n;
/** The site's deadline for a call: the 4.5 s budget leaves room for a busy machine. */
const SITE_DEADLINE_MS = 8_000;

async function anOrder(card?: string) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(app(), card);
  const { authorization } = await createSignedInUser(db());
  const body = testOrderRequest(sessionId, offer, token);
  // One browser, as the site's retries come from: its order_access cookie.
  const cookie = `${ORDER_ACCESS_COOKIE}=${"b".repeat(43)}`;
  const order = (key: string) =>
    postOrder(app(), body, key, { authorization, cookie });
  return { token, order };
}

function expectUnavailable(
  response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  },
  dependency: "fares" | "payments",
) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual({
    message: DEPENDENCY_UNAVAILABLE_MESSAGES[dependency],
  });
}

describe("a payment provider that is down", () => {
  it("hanging: POST /payment/card answers 503 with Retry-After within the budget", async () => {
    breakNext("createPaymentMethod", "hang");
    const response = await app().inject({
      method: "POST",
      url: "/api/payment/card",
      payload: {
        number: "4242 4242 4242 4242",
        exp_month: 12,
        exp_year: 2098,
        cvc: "123",
        name: "Ada Tremblay",
      },
    });
    const elapsed = sinceAsked("createPaymentMethod");
    expectUnavailable(response, "payments");
    // Two 2 s attempts and a shortened third: the 4.5 s budget.
    expect(timesCalled("createPaymentMethod")).toBeGreaterThanOrEqual(2);
    expect(timesCalled("createPaymentMethod")).toBeLessThanOrEqual(3);
    expect(elapsed).toBeGreaterThanOrEqual(4_000);
    expect(elapsed).toBeLessThan(SITE_DEADLINE_MS);
  });

  it("refusing at the authorization: the order is answered processing, nothing held, and the same key ends it once the provider is back", async () => {
    const { token, order } = await anOrder();
    breakNext("authorizePayment", "refuse");
    const first = await order("payments-down");
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      status: "processing",
      payment: { status: "pending" },
      booking_reference: null,
    });
    expect(timesCalled("authorizePayment")).toBe(3);
    expect(timesCalled("placeOrder")).toBe(0);
    expect(await charges(token)).toBe(0);
    // One line, no stack: the dependency's failure, not ours.
    const lines = logLines.map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: "The payment provider did not answer: connect ECONNREFUSED 10.0.0.9:443",
      }),
    );
    expect(logLines.join("\n")).not.toMatch(/"stack"|"err"/);

    down.clear();
    // Its back-off over, a retry of the key takes the order on.
    await endLease(first.json().data.session_id);
    const again = await order("payments-down");
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      session_id: first.json().data.session_id,
      status: "confirmed",
      payment: { status: "captured" },
    });
    expect(await charges(token)).toBe(1);
  });

  it("declining a card is an answer: 402 at once, never asked again", async () => {
    const { order } = await anOrder("4000 0000 0000 0002");
    const response = await order("declined");
    expect(response.statusCode).toBe(402);
    expect(timesCalled("authorizePayment")).toBe(1);
  });
});

describe("a fare source that is down", () => {
  it("hanging at the price check: POST /order answers 503 within the budget, nothing charged", async () => {
    const { token, order } = await anOrder();
    breakNext("repriceOffer", "hang");
    const response = await order("fares-hang");
    const elapsed = sinceAsked("repriceOffer");
    expectUnavailable(response, "fares");
    expect(elapsed).toBeLessThan(SITE_DEADLINE_MS);
    expect(timesCalled("authorizePayment")).toBe(0);
    expect(await charges(token)).toBe(0);
  });

  it("not answering the booking: the hold stays, never charged, and the same key books under it once the source is back", async () => {
    const { token, order } = await anOrder();
    breakNext("placeOrder", "refuse", 3);
    const first = await order("booked-after-hold");
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      status: "processing",
      payment: { status: "authorized" },
    });
    expect(timesCalled("placeOrder")).toBe(3);
    expect(timesCalled("capturePayment")).toBe(0);
    const [payment] = await db().query<{ id: string; status: string }>(
      "select id, status from test_payments where payment_method = $1",
      [token],
    );
    expect(payment?.status).toBe("authorized");

    await endLease(first.json().data.session_id);
    const again = await order("booked-after-hold");
    expect(again.json().data).toMatchObject({
      session_id: first.json().data.session_id,
      status: "confirmed",
    });
    expect(timesCalled("authorizePayment")).toBe(1);
    const payments = await db().query<{ id: string; status: string }>(
      "select id, status from test_payments where payment_method = $1",
      [token],
    );
    expect(payments).toEqual([{ id: payment?.id, status: "captured" }]);
  });

  it("refusing once: the retry answers and the order is booked", async () => {
    const { order } = await anOrder();
    breakNext("repriceOffer", "refuse", 1);
    const response = await order("one-blip");
    expect(response.statusCode).toBe(201);
    expect(timesCalled("repriceOffer")).toBe(2);
  });

  it("refusing searches: a search left pending answers 503 on its next read", async () => {
    const browser = "d".repeat(43);
    const id = await createSearchSession(
      db(),
      TEST_TRIP,
      flakyFares.id,
      new Date(Date.now() - 10_000),
      hashToken(browser),
    );
    breakNext("searchOffers", "refuse");
    const response = await app().inject({
      method: "GET",
      url: `/api/search-session/${id}`,
      headers: { cookie: `${ORDER_ACCESS_COOKIE}=${browser}` },
    });
    expectUnavailable(response, "fares");
    expect(timesCalled("searchOffers")).toBe(3);
  });
});
