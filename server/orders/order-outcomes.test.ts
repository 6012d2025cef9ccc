import type { FastifyBaseLogger } from "fastify";
import type { PaymentProvider } from "../payments/payment-provider";
import { createTestPaymentProvider } from "../payments/test-provider";
import type { FareSource } from "../search/fare-source";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  TEST_PASSENGERS,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import { createSignedInUser } from "../testing/signed-in-user";
import { ledgerProblems } from "../points";
import { recoverOrders } from "./order-recovery";
import { MAX_STEP_ATTEMPTS, type OrderServices } from "./order-steps";

// How an order ends: booked and captured, or not booked with nothing
// captured, its hold voided and an operator told when a booking is left.
const fares = createFakeFareSource();
/** Calls to placeOrder that throw a transient failure before answering. */
let bookingOutages = 0;
const outage = () =>
  Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:443"), {
    code: "ECONNREFUSED",
  });
const flakyFares: FareSource = {
  ...fares,
  placeOrder: async (request) => {
    if (bookingOutages > 0) {
      bookingOutages -= 1;
      throw outage();
    }
    return fares.placeOrder(request);
  },
};
/** Authorizations that are made, but whose answer is lost on the way. */
let lostAuthorizations = 0;
let testPayments: PaymentProvider | undefined;
const payments = () => (testPayments ??= createTestPaymentProvider(db()));
const lossyPayments: PaymentProvider = {
  id: "test",
  test: true,
  createPaymentMethod: (card) => payments().createPaymentMethod(card),
  authorizePayment: async (intent) => {
    const result = await payments().authorizePayment(intent);
    if (lostAuthorizations > 0) {
      lostAuthorizations -= 1;
      throw outage();
    }
    return result;
  },
  capturePayment: (request) => payments().capturePayment(request),
  voidPayment: (request) => payments().voidPayment(request),
  refundPayment: (request) => payments().refundPayment(request),
};

/** The API's error lines: what pages an operator. */
const logLines: string[] = [];
const served = serveTestApp(
  {},
  {
    fareSource: flakyFares,
    paymentProvider: lossyPayments,
    retryPolicy: {
      attempts: 1,
      attemptTimeoutMs: 1_000,
      baseDelayMs: 1,
      budgetMs: 1_000,
    },
  },
  undefined,
  { level: "error", logLines },
);
const app = served.app;
const db = () => served.database();

afterEach(() => {
  bookingOutages = 0;
  lostAuthorizations = 0;
  fares.setCancellable(true);
});

const silent = {
  warn() {},
  error() {},
  info() {},
} as unknown as FastifyBaseLogger;
/** What the API's worker drives orders with, on the app's database. */
const services = (): OrderServices => ({
  database: db(),
  fareSource: flakyFares,
  paymentProvider: lossyPayments,
  log: silent,
  publicUrl: "http://localhost:8000",
});

async function anOrder(card?: string, surname?: string) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(app(), card);
  const passengers = surname
    ? [{ ...TEST_PASSENGERS[0]!, surname }, ...TEST_PASSENGERS.slice(1)]
    : TEST_PASSENGERS;
  const body = testOrderRequest(sessionId, offer, token, { passengers });
  return { token, body };
}

const paymentsOf = (token: string) =>
  db().query<{ status: string; amount_cents: number }>(
    "select status, amount_cents from test_payments where payment_method = $1",
    [token],
  );
const incidentsOf = (orderId: string) =>
  db().query<{ kind: string }>(
    "select kind from order_incidents where order_id = $1 order by id",
    [orderId],
  );
const ledgerOf = (userId: string) =>
  db().query("select kind, points from points_ledger where user_id = $1", [
    userId,
  ]);
const endLease = (orderId: string) =>
  db().query(
    "update orders set lease_until = now() - interval '1 second' where id = $1",
    [orderId],
  );

describe("an order's end", () => {
  it("booked and paid: confirmed, the hold captured for the total, points earned once", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { token, body } = await anOrder();
    const response = await postOrder(app(), body, "whole", { authorization });
    const order = response.json().data;
    expect(order).toMatchObject({
      status: "confirmed",
      failure: null,
      booking_reference: expect.stringMatching(/^[0-9A-F]{6}$/),
      payment: { status: "captured", card_cents: order.price.total_cents },
    });
    expect(await paymentsOf(token)).toEqual([
      { status: "captured", amount_cents: order.price.total_cents },
    ]);
    expect(await ledgerOf(user.id)).toEqual([
      { kind: "earn", points: order.points.earned },
    ]);
  });

  it("a booking refused (Bookfail): failed, the hold voided, nothing earned, and GET says the same", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const { token, body } = await anOrder(undefined, "Bookfail");
    const response = await postOrder(app(), body, "bookfail", {
      authorization,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({
      status: "failed",
      failure: {
        reason: "booking_refused",
        message: expect.stringContaining("refused"),
      },
      booking_reference: null,
      payment: { status: "voided" },
      points: { earned: 0, status: "none" },
    });
    expect(await paymentsOf(token)).toEqual([
      { status: "voided", amount_cents: order.price.total_cents },
    ]);
    expect(await ledgerOf(user.id)).toEqual([]);
    const read = await app().inject({
      method: "GET",
      url: `/api/order/${order.session_id}`,
      headers: { authorization },
    });
    expect(read.json().data).toEqual(order);
  });

  it("a capture refused (4000 0000 0000 0341): the booking cancelled, the hold voided, an operator told", async () => {
    const { token, body } = await anOrder("4000 0000 0000 0341");
    const order = (await postOrder(app(), body, "capture-fails")).json().data;
    expect(order).toMatchObject({
      status: "failed",
      failure: {
        reason: "capture_failed",
        message: "The card issuer refused to complete this payment.",
      },
      booking_reference: null,
      payment: { status: "voided" },
    });
    const [stored] = await db().query<{ booking_reference: string }>(
      "select booking_reference from orders where id = $1",
      [order.session_id],
    );
    expect(fares.cancelled).toContain(stored?.booking_reference);
    expect(await paymentsOf(token)).toEqual([
      { status: "voided", amount_cents: order.price.total_cents },
    ]);
    expect(await incidentsOf(order.session_id)).toEqual([
      { kind: "capture_failed" },
    ]);
    expect(logLines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 50,
        orderId: order.session_id,
        incident: "capture_failed",
        msg: expect.stringContaining("the capture was refused"),
      }),
    );
  });

  it("a booking the supplier will not cancel: still failed and voided, with a second incident", async () => {
    fares.setCancellable(false);
    const { token, body } = await anOrder("4000 0000 0000 0341");
    const order = (await postOrder(app(), body, "uncancellable")).json().data;
    expect(order.status).toBe("failed");
    expect((await paymentsOf(token))[0]?.status).toBe("voided");
    expect(await incidentsOf(order.session_id)).toEqual([
      { kind: "capture_failed" },
      { kind: "booking_not_cancelled" },
    ]);
  });
});

describe("the recovery worker", () => {
  it("ends an order left unbooked once its lease has run out, and leaves a leased one alone", async () => {
    bookingOutages = 1;
    const { token, body } = await anOrder();
    const order = (await postOrder(app(), body, "left-unbooked")).json().data;
    expect(order).toMatchObject({
      status: "processing",
      payment: { status: "authorized" },
    });
    // Its back-off lease still runs: no sweep takes it.
    expect(await recoverOrders(services())).toBe(0);
    await endLease(order.session_id);
    expect(await recoverOrders(services())).toBe(1);
    const [row] = await db().query<{ status: string }>(
      "select status from orders where id = $1",
      [order.session_id],
    );
    expect(row?.status).toBe("confirmed");
    expect((await paymentsOf(token))[0]?.status).toBe("captured");
  });

  it("never lets two sweeps act on one order", async () => {
    bookingOutages = 1;
    const { body } = await anOrder();
    const order = (await postOrder(app(), body, "two-sweeps")).json().data;
    await endLease(order.session_id);
    const placedBefore = fares.placed.length;
    const taken = await Promise.all([
      recoverOrders(services()),
      recoverOrders(services()),
      recoverOrders(services()),
    ]);
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(fares.placed.length - placedBefore).toBe(1);
  });

  it(`gives a booking up after ${MAX_STEP_ATTEMPTS} tries with no answer: failed, the hold voided, an operator told`, async () => {
    bookingOutages = MAX_STEP_ATTEMPTS;
    const { token, body } = await anOrder();
    const order = (await postOrder(app(), body, "gave-up")).json().data;
    for (let sweep = 1; sweep < MAX_STEP_ATTEMPTS; sweep += 1) {
      await endLease(order.session_id);
      expect(await recoverOrders(services())).toBe(1);
    }
    const [row] = await db().query<{ status: string; failure: string }>(
      "select status, failure from orders where id = $1",
      [order.session_id],
    );
    expect(row).toEqual({ status: "failed", failure: "gave_up" });
    expect((await paymentsOf(token))[0]?.status).toBe("voided");
    expect(await incidentsOf(order.session_id)).toEqual([{ kind: "gave_up" }]);
  });
});

describe("an authorization whose answer never came", () => {
  it("is voided when the order is given up, never left open", async () => {
    lostAuthorizations = MAX_STEP_ATTEMPTS;
    const { token, body } = await anOrder();
    const order = (await postOrder(app(), body, "lost-answers")).json().data;
    expect(order.payment.status).toBe("pending");
    for (let sweep = 1; sweep < MAX_STEP_ATTEMPTS; sweep += 1) {
      await endLease(order.session_id);
      await recoverOrders(services());
    }
    const [row] = await db().query<{ status: string; failure: string }>(
      "select status, failure from orders where id = $1",
      [order.session_id],
    );
    expect(row).toEqual({ status: "failed", failure: "gave_up" });
    expect(await paymentsOf(token)).toEqual([
      { status: "voided", amount_cents: order.price.total_cents },
    ]);
  });
});

describe("the ledger check at start and in npm run check-data", () => {
  it("expects earned points of confirmed orders only", async () => {
    const { user, authorization } = await createSignedInUser(db());
    const failed = await anOrder(undefined, "Bookfail");
    await postOrder(app(), failed.body, "check-failed", { authorization });
    bookingOutages = 1;
    const unfinished = await anOrder();
    await postOrder(app(), unfinished.body, "check-processing", {
      authorization,
    });
    const confirmed = await anOrder();
    const order = (
      await postOrder(app(), confirmed.body, "check-confirmed", {
        authorization,
      })
    ).json().data;
    expect(order.status).toBe("confirmed");
    expect(await ledgerProblems(db())).toEqual([]);

    // An earning the order does not account for is reported.
    await db().query(
      "insert into points_ledger (user_id, kind, points, reference) values ($1, 'earn', 7, $2)",
      [user.id, order.session_id],
    );
    expect(await ledgerProblems(db())).toEqual([
      `Order ${order.session_id} earned ${order.points.earned} points but the ledger holds ${order.points.earned + 7} for it`,
    ]);
  });
});
