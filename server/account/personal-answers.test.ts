import { randomUUID } from "node:crypto";
import { NO_STORE } from "../platform/caching/cache-headers";
import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";

// Every API answer with someone's data says Cache-Control: no-store, so no
// browser cache or shared proxy keeps it (api-cache-control.ts); errors too.
const served = serveTestApp();
const app = () => served.app();

interface Call {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string;
  body?: object;
}

/** Each operation of the API whose answers belong to one person. */
const PERSONAL: Record<string, Call> = {
  "GET /user": { method: "GET", url: "/api/user" },
  "PATCH /user": {
    method: "PATCH",
    url: "/api/user",
    body: { first_name: "Léa", last_name: "Roy" },
  },
  "DELETE /user": { method: "DELETE", url: "/api/user" },
  "POST /user/logout": { method: "POST", url: "/api/user/logout", body: {} },
  "GET /point": { method: "GET", url: "/api/point" },
  "POST /point/redeem": {
    method: "POST",
    url: "/api/point/redeem",
    body: { points: 1000, method: "cash-back" },
  },
  "POST /point/balance": {
    method: "POST",
    url: "/api/point/balance",
    body: { amount: 10000, currency: "CAD" },
  },
  "POST /payment/card": {
    method: "POST",
    url: "/api/payment/card",
    body: {
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2099,
      cvc: "123",
    },
  },
  "POST /order": { method: "POST", url: "/api/order", body: {} },
  "GET /order/{session_id}": {
    method: "GET",
    url: `/api/order/${randomUUID()}`,
  },
  "POST /search-session": {
    method: "POST",
    url: "/api/search-session",
    body: {},
  },
  "GET /search-session/{id}": {
    method: "GET",
    url: `/api/search-session/${randomUUID()}`,
  },
  "POST /search-session/{id}/calendar": {
    method: "POST",
    url: `/api/search-session/${randomUUID()}/calendar`,
  },
  "GET /search-session/{id}/offers/{offerId}": {
    method: "GET",
    url: `/api/search-session/${randomUUID()}/offers/offer-1?fare=basic`,
  },
  "GET /user-session/sso-login": {
    method: "GET",
    url: "/api/user-session/sso-login",
  },
  "GET /user-session/callback": {
    method: "GET",
    url: "/api/user-session/callback?state=unknown&code=x",
  },
  "POST /csp-report": { method: "POST", url: "/api/csp-report", body: {} },
  "POST /watch": { method: "POST", url: "/api/watch", body: {} },
  "GET /watch": { method: "GET", url: "/api/watch" },
  "DELETE /watch/{id}": { method: "DELETE", url: `/api/watch/${randomUUID()}` },
  "POST /watch/unsubscribe": {
    method: "POST",
    url: `/api/watch/unsubscribe?id=${randomUUID()}&token=${"A".repeat(43)}`,
  },
};

/** Answers the same for everyone, each with its own Cache-Control. */
const SHARED: Record<string, Call> = {
  "POST /airport": {
    method: "POST",
    url: "/api/airport",
    body: { text: "yul" },
  },
  "GET /i18n/{namespace}/{language}": {
    method: "GET",
    url: "/api/i18n/checkout/en",
  },
  "GET /health": { method: "GET", url: "/api/health" },
  "GET /point/rate": { method: "GET", url: "/api/point/rate" },
};

describe("Cache-Control on API answers", () => {
  it("is decided for every documented operation: personal or shared", async () => {
    const document = (await app().inject("/api/docs")).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(
      ([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(10);
    expect(
      operations.filter((op) => !(op in PERSONAL) && !(op in SHARED)),
    ).toEqual([]);
  });

  it.each(Object.entries(PERSONAL))(
    "%s answers no-store, signed in or not, success or failure",
    async (_name, call) => {
      const { authorization } = await createSignedInUser(served.database());
      for (const headers of [{ authorization }, {}]) {
        const response = await app().inject({
          method: call.method,
          url: call.url,
          headers: { ...headers, "idempotency-key": randomUUID() },
          ...(call.body ? { payload: call.body } : {}),
        });
        const answer = `${call.method} ${call.url} ${response.statusCode}`;
        expect({ answer, cache: response.headers["cache-control"] }).toEqual({
          answer,
          cache: NO_STORE,
        });
      }
    },
  );

  it("leaves shared answers their own caching", async () => {
    for (const name of ["POST /airport", "GET /i18n/{namespace}/{language}"]) {
      const { method, url, body } = SHARED[name]!;
      const response = await app().inject({ method, url, payload: body });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).not.toBe(NO_STORE);
      expect(response.headers["cache-control"]).toMatch(/^public/);
    }
  });

  it("stores nothing of a signed-in user's own answers, checked by status", async () => {
    const { authorization } = await createSignedInUser(served.database());
    const user = await app().inject({
      url: "/api/user",
      headers: { authorization },
    });
    const points = await app().inject({
      url: "/api/point",
      headers: { authorization },
    });
    expect([user.statusCode, points.statusCode]).toEqual([200, 200]);
    expect(user.headers["cache-control"]).toBe(NO_STORE);
    expect(points.headers["cache-control"]).toBe(NO_STORE);
  });
});
