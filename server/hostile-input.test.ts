import fc from "fast-check";
import type { z } from "zod";
import { orderRequestSchema } from "../domain/orders/order-contract";
import { cardRequestSchema } from "../domain/payments/payment-contract";
import {
  balanceRequestSchema,
  redeemRequestSchema,
} from "../domain/points/points-contract";
import { nameChangeSchema } from "../domain/users/user-contract";
import { appendEntry } from "./points/ledger";
import { searchTripSchema } from "./search/search-trip-schema";
import { serveTestApp } from "./testing/fake-app";
import {
  cardToken,
  insertSearchSession,
  TEST_TRIP,
  testOffer,
  testOrderRequest,
} from "./testing/order-fixtures";
import { createSignedInUser } from "./testing/signed-in-user";

// Generated bad input for every endpoint that takes a body, built from a
// valid body: the whole body replaced, a field missing, wrong or unknown,
// hostile text, deep nesting, prototype keys. Never a 5xx, always a
// { message }, and nothing stored.

const served = serveTestApp();
const db = () => served.database();

interface Target {
  method: "POST" | "PATCH";
  url: string;
  valid: Record<string, unknown>;
  /** The body's own schema: generated bodies it accepts are not bad input. */
  schema: z.ZodType;
  headers: () => Record<string, string>;
}

const HOSTILE_TEXT = [
  "",
  "\u0000",
  "\ud800",
  "\u202egnp.exe\u200b",
  "\ufeff",
  "𠜎👩\u200d💻",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "a".repeat(5_000),
  "1e309",
  "NaN",
];

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    ...HOSTILE_TEXT,
    -1,
    1e21,
    -0,
    2 ** 53,
    null,
    [],
    {},
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** Raw JSON texts a generator would rarely make. */
const RAW_BODIES = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}}`,
  "null",
  '"text"',
  "[]",
  "{",
];

function badBodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const withField = (key: string, value: unknown) => {
    // A field named __proto__ stays an own property, as JSON.parse makes it.
    const body: Record<string, unknown> = { ...valid };
    Object.defineProperty(body, key, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return body;
  };
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc
      .constantFrom(...keys)
      .map((key) =>
        Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)),
      ),
    fc
      .tuple(fc.constantFrom(...keys), hostileValue)
      .map(([key, value]) => withField(key, value)),
    fc
      .tuple(
        fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor")),
        hostileValue,
      )
      .map(([key, value]) => withField(key, value)),
  );
}

const targets: Target[] = [];
let fingerprint: () => Promise<unknown>;

beforeAll(async () => {
  const { user, authorization } = await createSignedInUser(db());
  await db().transaction((tx) =>
    appendEntry(tx, user.id, { kind: "earn", points: 5_000 }),
  );
  const signedIn = () => ({ authorization });
  const keyed = () => ({
    authorization,
    "idempotency-key": `k-${Math.random()}`,
  });
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const payment = await cardToken(served.app());
  targets.push(
    {
      method: "PATCH",
      url: "/api/user",
      valid: { first_name: "Ada", last_name: "Roy" },
      schema: nameChangeSchema,
      headers: signedIn,
    },
    {
      method: "POST",
      url: "/api/point/redeem",
      valid: { points: 1_000, method: "cash-back" },
      schema: redeemRequestSchema,
      headers: keyed,
    },
    {
      method: "POST",
      url: "/api/point/balance",
      valid: { amount_cents: 10_000, currency: "CAD" },
      schema: balanceRequestSchema,
      headers: signedIn,
    },
    {
      method: "POST",
      url: "/api/search-session",
      valid: { ...TEST_TRIP },
      schema: searchTripSchema(() => new Date()),
      headers: () => ({}),
    },
    {
      method: "POST",
      url: "/api/payment/card",
      valid: {
        number: "4242 4242 4242 4242",
        exp_month: 12,
        exp_year: 2098,
        cvc: "123",
        name: "Ada Roy",
      },
      schema: cardRequestSchema,
      headers: () => ({}),
    },
    {
      method: "POST",
      url: "/api/order",
      valid: { ...testOrderRequest(sessionId, offer, payment) },
      schema: orderRequestSchema,
      headers: keyed,
    },
  );
  fingerprint = async () =>
    db().query(
      `select (select count(*) from users) as users,
              (select string_agg(first_name || ' ' || last_name, ',' order by id) from users) as names,
              (select count(*) from sessions) as sessions,
              (select coalesce(sum(points), 0) from points_ledger) as ledger,
              (select count(*) from points_ledger) as entries,
              (select count(*) from idempotent_requests) as idempotent,
              (select count(*) from search_sessions) as searches,
              (select count(*) from orders) as orders,
              (select count(*) from order_requests) as order_requests,
              (select count(*) from test_payment_methods) as cards,
              (select count(*) from test_payments) as payments`,
    );
});

async function send(target: Target, payload: string) {
  return served.app().inject({
    method: target.method,
    url: target.url,
    headers: { "content-type": "application/json", ...target.headers() },
    payload,
  });
}

function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  label: string,
) {
  expect(`${label} → ${response.statusCode}`).toMatch(/→ 4\d\d$/);
  expect(response.json()).toEqual(
    expect.objectContaining({ message: expect.stringMatching(/\S/) }),
  );
}

describe("generated bad input", () => {
  it("is refused with a { message } by every endpoint, and stores nothing", async () => {
    const before = await fingerprint();
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(badBodies(target.valid), async (body) => {
          fc.pre(!target.schema.safeParse(body).success);
          const response = await send(target, JSON.stringify(body));
          expectRefused(response, `${target.url} ${JSON.stringify(body)}`);
        }),
        { numRuns: 60 },
      );
      for (const raw of RAW_BODIES) {
        expectRefused(
          await send(target, raw),
          `${target.url} ${raw.slice(0, 40)}`,
        );
      }
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("cannot pollute any object's prototype", () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("refuses repeated query parameters with a { message }", async () => {
    const response = await served.app().inject({
      url: "/api/user-session/sso-login?redirect_url=http%3A%2F%2Flocalhost%3A8000%2F&redirect_url=%2F%2Fevil.example",
    });
    expectRefused(response, "repeated redirect_url");
  });
});
