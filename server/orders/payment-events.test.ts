import type { FastifyBaseLogger } from "fastify";
import { createTestPaymentProvider } from "../payments/test-provider";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import type { OrderServices } from "./order-steps";
import { applyPaymentEvent } from "./payment-events";

// The test provider emits Stripe's events in-process, so the webhook's path
// (each event once by its id, money moved outside the flow noted) runs
// offline with the default provider.

const fareSource = createFakeFareSource();
const served = serveTestApp({}, { fareSource });
const app = () => served.app();
const db = () => served.database();

async function confirmedOrder() {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(app());
  const placed = await postOrder(
    app(),
    testOrderRequest(sessionId, offer, token),
    crypto.randomUUID(),
  );
  expect(placed.json().data.status).toBe("confirmed");
  const [row] = await db().query<{
    id: string;
    payment_id: string;
    payment_key: string;
  }>("select id, payment_id, payment_key from orders where id = $1", [
    placed.json().data.session_id,
  ]);
  if (!row) throw new Error("no order");
  return row;
}

describe("the test provider's in-process events", () => {
  it("records each step's event once, by its id, on the default provider", async () => {
    await confirmedOrder();
    const types = await db().query<{ type: string }>(
      "select type from payment_events order by received_at",
    );
    expect(types.map((row) => row.type)).toEqual([
      "payment_intent.amount_capturable_updated",
      "payment_intent.succeeded",
    ]);
  });

  it("notes a refund made outside the order flow on the order, once", async () => {
    const order = await confirmedOrder();
    const services = {
      database: db(),
      fareSource,
      log: app().log as FastifyBaseLogger,
      publicUrl: "http://localhost:8000",
    } as Omit<OrderServices, "paymentProvider">;
    const provider = createTestPaymentProvider(
      db(),
      undefined,
      async (event) => {
        await applyPaymentEvent(
          { ...services, paymentProvider: provider },
          event,
        );
      },
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refunded = await provider.refundPayment({
        paymentId: order.payment_id,
        idempotencyKey: "operator-refund",
      });
      expect(refunded).toEqual({ ok: true });
    }
    const incidents = await db().query<{ kind: string }>(
      "select kind from order_incidents where order_id = $1",
      [order.id],
    );
    expect(incidents).toEqual([{ kind: "refunded_by_provider" }]);
  });
});
