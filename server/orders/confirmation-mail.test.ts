import type { FastifyBaseLogger } from "fastify";
import {
  queueMail,
  sendDueMail,
  smtpTransport,
  type SenderOptions,
} from "../mail";
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
import { mimePart, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";

// The booking confirmation through the real app and a real SMTP server on
// loopback: queued with the order's confirmation, sent once, never for an
// order that failed.
const served = serveTestApp({}, { fareSource: createFakeFareSource() });
const app = served.app;
const db = () => served.database();

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => {
  sink.received.length = 0;
});

const silent = {
  warn() {},
  error() {},
  info() {},
} as unknown as FastifyBaseLogger;
const FAST: SenderOptions = {
  claimSeconds: 30,
  retryBaseSeconds: 0,
  retryMaxSeconds: 0,
  maxAttempts: 5,
};
const send = (options = FAST) =>
  sendDueMail(
    db(),
    smtpTransport(sink.url, "Northfare <b@x.test>"),
    silent,
    options,
  );

async function placeOrder(
  options: {
    card?: string;
    surname?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = await cardToken(app(), options.card);
  const passengers = options.surname
    ? [
        { ...TEST_PASSENGERS[0]!, surname: options.surname },
        ...TEST_PASSENGERS.slice(1),
      ]
    : TEST_PASSENGERS;
  const body = testOrderRequest(sessionId, offer, token, { passengers });
  const key = crypto.randomUUID();
  const response = await postOrder(app(), body, key, options.headers);
  // The same request again from the same browser (its order_access
  // cookie), as a retry: answered with that order, not redone.
  const cookie = response.cookies.find((c) => c.name === "order_access");
  const replay = () =>
    postOrder(app(), body, key, {
      ...options.headers,
      cookie: `order_access=${cookie?.value}`,
    });
  return { ...response.json(), replay };
}

const outboxOf = (orderId: string) =>
  db().query<{ message_id: string; attempts: number; sent_at: Date | null }>(
    "select message_id, attempts, sent_at from mail_outbox where order_id = $1",
    [orderId],
  );

describe("the booking confirmation", () => {
  it("is queued with the confirmed order and delivered once, with the reference and the .ics", async () => {
    const { data: order, replay } = await placeOrder();
    expect(order.status).toBe("confirmed");
    expect((await replay()).json().data.session_id).toBe(order.session_id);
    const queuedRows = await outboxOf(order.session_id);
    expect(queuedRows).toHaveLength(1);
    const [queued] = queuedRows;
    expect(queued).toMatchObject({ attempts: 0, sent_at: null });

    expect(await send()).toBe(1);
    expect(await send()).toBe(0);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.messageId).toBe(queued!.message_id);
    expect(mail.to).toEqual(["ada@example.com"]);
    const text = mimePart(mail.raw, "text/plain")!;
    expect(text).toContain(order.booking_reference);
    expect(text).toContain("Ada Marie Tremblay (Adult)");
    expect(text).toContain("Visa ending in 4242");
    expect(text).toContain(`/order/${order.session_id}`);
    const html = mimePart(mail.raw, "text/html")!;
    expect(html).toContain("Jean-Luc O&#39;Neil");
    const ics = mimePart(mail.raw, "text/calendar")!;
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(order.booking_reference);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const [sent] = await outboxOf(order.session_id);
    expect(sent).toMatchObject({ attempts: 1, sent_at: expect.any(Date) });
  });

  it("is written in French for an order placed in French", async () => {
    const { data: order } = await placeOrder({
      headers: { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" },
    });
    await send();
    const text = mimePart(sink.received[0]!.raw, "text/plain")!;
    expect(text).toContain("Vos vols sont réservés.");
    expect(text).toContain(`/fr/order/${order.session_id}`);
  });

  it("is not written for an order that fails: declined, refused by the airline, or not captured", async () => {
    const declined = await placeOrder({ card: "4000 0000 0000 0002" });
    expect(declined.message).toBeDefined();
    const refused = await placeOrder({ surname: "Bookfail" });
    expect(refused.data.status).toBe("failed");
    const uncaptured = await placeOrder({ card: "4000 0000 0000 0341" });
    expect(uncaptured.data.status).toBe("failed");
    for (const order of [refused.data, uncaptured.data]) {
      expect(await outboxOf(order.session_id)).toEqual([]);
    }
    const [{ count }] = (await db().query<{ count: number }>(
      "select count(*)::int as count from mail_outbox where sent_at is null",
    )) as [{ count: number }];
    expect(count).toBe(0);
    expect(await send()).toBe(0);
    expect(sink.received).toEqual([]);
  });

  it("is tried again after the SMTP server refuses it, and delivered once", async () => {
    const { data: order } = await placeOrder();
    sink.refuseNext(1, "Mailbox <ada@example.com> busy, try again later");
    // Backoff: the retry waits (an hour here) unless it is due.
    expect(
      await send({ ...FAST, retryBaseSeconds: 3600, retryMaxSeconds: 3600 }),
    ).toBe(0);
    expect(await send()).toBe(0);
    const [failed] = await db().query<{ attempts: number; last_error: string }>(
      "select attempts, last_error from mail_outbox where order_id = $1",
      [order.session_id],
    );
    expect(failed).toMatchObject({
      attempts: 1,
      last_error: expect.stringContaining("Mailbox <address> busy"),
    });
    await db().query(
      "update mail_outbox set next_attempt_at = now() where order_id = $1",
      [order.session_id],
    );
    expect(await send()).toBe(1);
    expect(await send()).toBe(0);
    expect(sink.received).toHaveLength(1);
    expect((await outboxOf(order.session_id))[0]).toMatchObject({
      attempts: 2,
    });
  });

  it("is delivered once when senders in several processes share the database", async () => {
    // Each sender is what one API process runs; on a Postgres server each
    // claims through its own connection, at the same moments.
    for (let index = 0; index < 30; index += 1) {
      await queueMail(
        db(),
        {
          kind: "test",
          language: "en",
          to: `traveller${index}@example.com`,
          subject: `Message ${index}`,
          text: "Hi",
          html: "<p>Hi</p>",
          attachments: [],
        },
        "http://localhost:8000",
      );
    }
    const delivered = await Promise.all([send(), send(), send(), send()]);
    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(30);
    const ids = sink.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toHaveLength(30);
  });
});
