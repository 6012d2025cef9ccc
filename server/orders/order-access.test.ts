import { randomUUID } from "node:crypto";
import { serveTestApp } from "../testing/fake-app";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import { createSignedInUser } from "../testing/signed-in-user";

// GET /api/order/{session_id} answers its owner or the browser that made it;
// anyone else gets the same 404 as for an order that doesn't exist.
const served = serveTestApp({}, { fareSource: createFakeFareSource() });
const app = served.app;
const db = () => served.database();

const getOrder = (id: string, headers: Record<string, string> = {}) =>
  app().inject({ method: "GET", url: `/api/order/${id}`, headers });

const browserCookie = (response: {
  cookies: { name: string; value: string }[];
}) =>
  `order_access=${response.cookies.find((c) => c.name === "order_access")?.value}`;

async function book(headers: Record<string, string> = {}) {
  const offer = testOffer();
  const sessionId = await insertSearchSession(db(), { offers: [offer] });
  const body = testOrderRequest(sessionId, offer, await cardToken(app()));
  const response = await postOrder(app(), body, randomUUID(), headers);
  expect(response.statusCode).toBe(201);
  return { response, id: response.json().data.session_id as string };
}

const NOT_FOUND = { message: "Order not found." };

describe("GET /api/order/{session_id}", () => {
  it("answers the browser that ordered, and nobody else", async () => {
    const { response, id } = await book();
    const mine = await getOrder(id, { cookie: browserCookie(response) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(response.json());
    expect(mine.headers["cache-control"]).toBe("no-store");

    const { response: otherBrowser } = await book();
    const strangers: Record<string, string>[] = [
      {},
      { cookie: browserCookie(otherBrowser) },
      { cookie: "order_access=not-a-token" },
    ];
    for (const headers of strangers) {
      const answer = await getOrder(id, headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(NOT_FOUND);
    }
  });

  it("reuses the browser's token for its next orders", async () => {
    const first = await book();
    const cookie = browserCookie(first.response);
    const second = await book({ cookie });
    expect(browserCookie(second.response)).toBe(cookie);
    expect((await getOrder(first.id, { cookie })).statusCode).toBe(200);
    expect((await getOrder(second.id, { cookie })).statusCode).toBe(200);
  });

  it("answers the signed-in owner on any browser, not another user", async () => {
    const owner = await createSignedInUser(db());
    const { id } = await book({ authorization: owner.authorization });
    const elsewhere = await getOrder(id, {
      authorization: owner.authorization,
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.points.status).toBe("pending");

    const other = await createSignedInUser(db());
    const theirs = await getOrder(id, { authorization: other.authorization });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(NOT_FOUND);
  });

  it.each([
    ["an unknown id", "0f7b4b8e-1d2c-4c5e-9f00-aa11bb22cc33"],
    ["a malformed id", "not-a-uuid"],
    ["an id with SQL in it", "1'%20or%20'1'='1"],
  ])("answers %s with 404", async (_label, id) => {
    const response = await getOrder(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe("over https", () => {
  const secure = serveTestApp({ publicUrl: "https://northfare.ca" });

  it("sets the order_access cookie Secure", async () => {
    const response = await secure.app().inject({
      method: "POST",
      url: "/api/payment/card",
      payload: {
        number: "4242424242424242",
        exp_month: 12,
        exp_year: 2098,
        cvc: "123",
        name: "Ada Tremblay",
      },
    });
    const cookie = response.cookies.find((c) => c.name === "order_access");
    expect(cookie).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    });
  });
});
