import { vi } from "vitest";
import type { FareSource } from "../search/fare-source";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";

// The worker as the API starts it: each process ends, on its own, the
// orders nobody is driving (order-outcomes.test.ts drives recoverOrders
// itself, one sweep at a time).
const fares = createFakeFareSource();
let bookingOutage = false;
const faresDownOnce: FareSource = {
  ...fares,
  placeOrder: async (request) => {
    if (bookingOutage) {
      bookingOutage = false;
      throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:443"), {
        code: "ECONNREFUSED",
      });
    }
    return fares.placeOrder(request);
  },
};
const served = serveTestApp(
  { orderRecoverySeconds: 1 },
  {
    fareSource: faresDownOnce,
    retryPolicy: {
      attempts: 1,
      attemptTimeoutMs: 1_000,
      baseDelayMs: 1,
      budgetMs: 1_000,
    },
  },
);
const app = served.app;
const db = () => served.database();

const statusOf = async (orderId: string) =>
  (
    await db().query<{ status: string }>(
      "select status from orders where id = $1",
      [orderId],
    )
  )[0]?.status;

it("ends an order left unbooked, with no request asking again", async () => {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const body = testOrderRequest(sessionId, offer, await cardToken(app()));
  bookingOutage = true;
  const order = (await postOrder(app(), body, "left-alone")).json().data;
  expect(order.status).toBe("processing");
  // Its first back-off is 2 s and the worker sweeps every second.
  await vi.waitFor(
    async () => expect(await statusOf(order.session_id)).toBe("confirmed"),
    { timeout: 20_000, interval: 200 },
  );
});
