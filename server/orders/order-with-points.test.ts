import { pointsEarned } from "../../domain/points/earn-rules";
import {
  mostUsefulPoints,
  pointsCadCents,
} from "../../domain/points/points-toward-booking";
import { ledgerProblems } from "../points";
import { getBalance } from "../points/ledger";
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
import { ledgerRows, userWithPoints } from "../testing/point-requests";
import { recordEarn, recordEntry } from "../points/ledger";

// Points toward a booking: held with the order, captured with it or given
// back when it fails, never held twice, and only for the signed in.
const served = serveTestApp({}, { fareSource: createFakeFareSource() });
const app = served.app;
const db = () => served.database();
const RATE = 1.37; // TEST_SETTINGS' cadPerUsd

async function anOrder(
  points: number,
  { card, surname }: { card?: string | null; surname?: string } = {},
) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const token = card === null ? undefined : await cardToken(app(), card);
  const passengers = surname
    ? [{ ...TEST_PASSENGERS[0]!, surname }, ...TEST_PASSENGERS.slice(1)]
    : TEST_PASSENGERS;
  const body = testOrderRequest(sessionId, offer, token, {
    passengers,
    points_to_spend: points,
  });
  return { token, body, total: body.expected_total_cents };
}

const paymentsOf = (token: string | undefined) =>
  db().query<{ status: string; amount_cents: number }>(
    "select status, amount_cents from test_payments where payment_method = $1",
    [token],
  );
const countOf = async (table: string) =>
  (
    await db().query<{ n: number }>(
      `select count(*)::integer as n from ${table}`,
    )
  )[0]?.n;

afterEach(async () => {
  expect(await ledgerProblems(db())).toEqual([]);
});

describe("an order paid partly with points", () => {
  it("shows both parts, moves the balance once and captures the rest on the card", async () => {
    const { user, authorization } = await userWithPoints(db(), 50_000);
    const { token, body, total } = await anOrder(40_000);
    const response = await postOrder(app(), body, "half", { authorization });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    const pointsCents = pointsCadCents(40_000, RATE);
    expect(pointsCents).toBe(54_800);
    expect(order).toMatchObject({
      status: "confirmed",
      payment: {
        status: "captured",
        brand: "Visa",
        card_cents: total - pointsCents,
        points_spent: 40_000,
        points_cents: pointsCents,
      },
      // Earned on what the card paid, not on the points.
      points: {
        earned: pointsEarned(
          { amount_cents: total - pointsCents, currency: "CAD" },
          5,
        ),
      },
    });
    expect(await paymentsOf(token)).toEqual([
      { status: "captured", amount_cents: total - pointsCents },
    ]);
    expect(await getBalance(db(), user.id)).toBe(10_000);
    expect(
      (await ledgerRows(db(), user.id)).filter((row) => row.kind === "redeem"),
    ).toEqual([
      {
        kind: "redeem",
        points: -40_000,
        method: "booking",
        reference: order.session_id,
      },
    ]);
  });
});

describe("an order paid all with points", () => {
  it("asks no card and is confirmed", async () => {
    const { user, authorization } = await userWithPoints(db(), 100_000);
    const offer = testOffer();
    const total = offer.fare_options[0]!.price.total_cents;
    const most = mostUsefulPoints(total, RATE);
    const { body } = await anOrder(most, { card: null });
    expect(body.payment_method).toBeUndefined();
    const paymentsBefore = await countOf("test_payments");
    const response = await postOrder(app(), body, "all", { authorization });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: "confirmed",
      payment: {
        status: "captured",
        brand: null,
        last4: null,
        card_cents: 0,
        points_spent: most,
        points_cents: total,
      },
    });
    expect(await countOf("test_payments")).toBe(paymentsBefore);
    expect(await getBalance(db(), user.id)).toBe(100_000 - most);
  });

  it("leaves a card sent anyway untouched", async () => {
    const { authorization } = await userWithPoints(db(), 100_000);
    const total = testOffer().fare_options[0]!.price.total_cents;
    const { token, body } = await anOrder(mostUsefulPoints(total, RATE));
    const response = await postOrder(app(), body, "all-card", {
      authorization,
    });
    expect(response.json().data.payment).toMatchObject({
      card_cents: 0,
      brand: null,
    });
    expect(await paymentsOf(token)).toEqual([]);
  });
});

describe("points on an order that fails", () => {
  it("a booking refused (Bookfail): failed, the points given back, nothing captured", async () => {
    const { user, authorization } = await userWithPoints(db(), 50_000);
    const { token, body } = await anOrder(40_000, { surname: "Bookfail" });
    const response = await postOrder(app(), body, "bookfail", {
      authorization,
    });
    const order = response.json().data;
    expect(order).toMatchObject({
      status: "failed",
      failure: { reason: "booking_refused" },
      payment: { status: "voided", points_spent: 40_000 },
      points: { earned: 0 },
    });
    expect((await paymentsOf(token)).map(({ status }) => status)).toEqual([
      "voided",
    ]);
    expect(await getBalance(db(), user.id)).toBe(50_000);
    expect(
      (await ledgerRows(db(), user.id)).map(({ kind, points }) => ({
        kind,
        points,
      })),
    ).toEqual([
      { kind: "earn", points: 50_000 },
      { kind: "redeem", points: -40_000 },
      { kind: "reversal", points: 40_000 },
    ]);
  });
});

describe("points an order can't have", () => {
  it("more than the balance: refused, nothing held, the key free again", async () => {
    const { user, authorization } = await userWithPoints(db(), 1_000);
    const { body } = await anOrder(5_000);
    const ordersBefore = await countOf("orders");
    const refused = await postOrder(app(), body, "short", { authorization });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "You have 1,000 points; you can't spend 5,000.",
    });
    expect(await countOf("orders")).toBe(ordersBefore);
    expect(await ledgerRows(db(), user.id)).toHaveLength(1);

    await recordEarn(db(), user.id, 4_000, "more");
    const retried = await postOrder(app(), body, "short", { authorization });
    expect(retried.statusCode).toBe(201);
    expect(await getBalance(db(), user.id)).toBe(0);
  });

  it("signed out: 401, and no key claimed", async () => {
    const { body } = await anOrder(1_000);
    const claimsBefore = await countOf("order_requests");
    const response = await postOrder(app(), body, "anonymous");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: "Sign in to spend points on a booking.",
    });
    expect(await countOf("order_requests")).toBe(claimsBefore);
  });

  it("more than the total can use: 400 naming the most", async () => {
    const { authorization } = await userWithPoints(db(), 200_000);
    const total = testOffer().fare_options[0]!.price.total_cents;
    const most = mostUsefulPoints(total, RATE);
    const { body } = await anOrder(most + 1);
    const response = await postOrder(app(), body, "too-many", {
      authorization,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      points_to_spend: `At most ${most.toLocaleString("en-CA")} points can go toward this booking.`,
    });
  });

  it("no card while the points leave something to pay: 400 on payment_method", async () => {
    const { authorization } = await userWithPoints(db(), 50_000);
    const { body } = await anOrder(1_000, { card: null });
    const response = await postOrder(app(), body, "no-card", {
      authorization,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      payment_method: "Enter a card to pay the rest.",
    });
  });
});

describe("a retry", () => {
  it("a double press holds the points once", async () => {
    const { user, authorization } = await userWithPoints(db(), 50_000);
    const { body } = await anOrder(20_000);
    const answers = await Promise.all([
      postOrder(app(), body, "double", { authorization }),
      postOrder(app(), body, "double", { authorization }),
    ]);
    const again = await postOrder(app(), body, "double", { authorization });
    expect(again.statusCode).toBe(201);
    for (const answer of answers)
      expect([201, 409]).toContain(answer.statusCode);
    expect(await getBalance(db(), user.id)).toBe(30_000);
  });

  it("after a declined card gave the points back, the same request holds nothing again", async () => {
    const { user, authorization } = await userWithPoints(db(), 50_000);
    const { body } = await anOrder(20_000, { card: "4000 0000 0000 0002" });
    const first = await postOrder(app(), body, "declined", { authorization });
    expect(first.statusCode).toBe(402);
    expect(await getBalance(db(), user.id)).toBe(50_000);
    // The key is free again; the same browser's same body finds the same
    // order (its payment key), which holds nothing again.
    const cookie = first.cookies.find(({ name }) => name === "order_access");
    const retry = await postOrder(app(), body, "declined", {
      authorization,
      cookie: `order_access=${cookie?.value}`,
    });
    expect(retry.statusCode).toBe(402);
    expect(await getBalance(db(), user.id)).toBe(50_000);
    const kinds = (await ledgerRows(db(), user.id)).map(({ kind }) => kind);
    expect(kinds).toEqual(["earn", "redeem", "reversal"]);
  });
});

describe("the ledger check", () => {
  it("names an order whose spent points came back though it was booked", async () => {
    const { user, authorization } = await userWithPoints(db(), 50_000);
    const { body } = await anOrder(10_000);
    const order = (
      await postOrder(app(), body, "checked", { authorization })
    ).json().data;
    await recordEntry(db(), user.id, {
      kind: "reversal",
      points: 10_000,
      reference: order.session_id,
    });
    expect(await ledgerProblems(db())).toEqual([
      `Order ${order.session_id} spent 10000 points but the ledger holds 10000 for it and gave back 10000`,
    ]);
    // Put right, as an operator would, so the file's check after each test holds.
    await recordEntry(db(), user.id, {
      kind: "reversal",
      points: -10_000,
      reference: order.session_id,
    });
  });
});

describe("GET /api/point's spent points", () => {
  it("lists each booking's points, newest first, and leaves out a failed one's", async () => {
    const { authorization } = await userWithPoints(db(), 50_000);
    const first = await anOrder(1_000);
    const confirmed = (
      await postOrder(app(), first.body, "listed-1", { authorization })
    ).json().data;
    const refused = await anOrder(2_000, { surname: "Bookfail" });
    await postOrder(app(), refused.body, "listed-2", { authorization });
    const second = await anOrder(3_000);
    const latest = (
      await postOrder(app(), second.body, "listed-3", { authorization })
    ).json().data;

    const response = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(response.json().data.spent).toEqual([
      {
        order_id: latest.session_id,
        points: 3_000,
        spent_on: today,
        status: "spent",
      },
      {
        order_id: confirmed.session_id,
        points: 1_000,
        spent_on: today,
        status: "spent",
      },
    ]);

    // An order still under way holds its points.
    await db().query("update orders set status = 'processing' where id = $1", [
      latest.session_id,
    ]);
    const again = await app().inject({
      method: "GET",
      url: "/api/point",
      headers: { authorization },
    });
    expect(again.json().data.spent[0]).toMatchObject({
      order_id: latest.session_id,
      status: "held",
    });
    await db().query("update orders set status = 'confirmed' where id = $1", [
      latest.session_id,
    ]);
  });
});
