import { MAX_WATCHES } from "../../domain/alerts/watch-contract";
import { queueMail } from "../mail";
import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";

// Watching trips through the API: signed in only, at most 20, one's own only,
// and nothing left behind by a deleted account.
const NOW = new Date("2026-11-23T15:00:00Z");
const served = serveTestApp({}, { clock: () => NOW });
const app = served.app;
const db = () => served.database();

const trip = (day: number, overrides = {}) => ({
  departure: "YYZ",
  arrival: "YVR",
  departureDate: `2027-01-${String(day).padStart(2, "0")}`,
  arrivalDate: "2027-02-10",
  adults: 1,
  children: 0,
  ...overrides,
});

const watch = (authorization: string | undefined, body: unknown) =>
  app().inject({
    method: "POST",
    url: "/api/watch",
    headers: authorization ? { authorization } : {},
    payload: body as object,
  });

const list = async (authorization: string) =>
  (
    await app().inject({
      method: "GET",
      url: "/api/watch",
      headers: { authorization },
    })
  ).json().data as { id: string; trip: { departureDate: string } }[];

describe("watched trips", () => {
  it("need a signed-in traveller for every call", async () => {
    expect((await watch(undefined, { trip: trip(5) })).statusCode).toBe(401);
    expect(
      (await app().inject({ method: "GET", url: "/api/watch" })).statusCode,
    ).toBe(401);
    expect(
      (
        await app().inject({
          method: "DELETE",
          url: "/api/watch/8d0f5a4e-8f5e-4a55-9d4b-0c3f7b7c1a11",
        })
      ).statusCode,
    ).toBe(401);
  });

  it("are watched once per trip, listed, and refused for a past or unknown trip", async () => {
    const { authorization } = await createSignedInUser(db());
    const first = await watch(authorization, { trip: trip(5) });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      trip: trip(5),
      last_announced_cents: null,
      days: [],
    });
    const again = await watch(authorization, { trip: trip(5), language: "fr" });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(
      (
        await watch(authorization, {
          trip: trip(5, { departureDate: "2026-11-01" }),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await watch(authorization, { trip: trip(5, { arrival: "ZZZ" }) }))
        .statusCode,
    ).toBe(400);
    expect(await list(authorization)).toHaveLength(1);
  });

  it(`stop at ${MAX_WATCHES} a traveller`, async () => {
    const { authorization } = await createSignedInUser(db());
    for (let day = 1; day <= MAX_WATCHES; day += 1) {
      expect((await watch(authorization, { trip: trip(day) })).statusCode).toBe(
        201,
      );
    }
    const over = await watch(authorization, { trip: trip(MAX_WATCHES + 1) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/already watch 20 trips/);
    // The same trip again is no new watch, so it is still answered.
    expect((await watch(authorization, { trip: trip(1) })).statusCode).toBe(
      200,
    );
  });

  it("are stopped by their owner only", async () => {
    const owner = await createSignedInUser(db());
    const other = await createSignedInUser(db());
    const { id } = (await watch(owner.authorization, { trip: trip(7) })).json()
      .data;
    const stop = (authorization: string) =>
      app().inject({
        method: "DELETE",
        url: `/api/watch/${id}`,
        headers: { authorization },
      });
    expect((await stop(other.authorization)).statusCode).toBe(404);
    expect(await list(owner.authorization)).toHaveLength(1);
    expect((await stop(owner.authorization)).statusCode).toBe(200);
    expect(await list(owner.authorization)).toHaveLength(0);
    expect((await stop(owner.authorization)).statusCode).toBe(404);
  });

  it("go with the account, and so does its queued mail", async () => {
    const { user, authorization } = await createSignedInUser(db());
    await watch(authorization, { trip: trip(9) });
    await queueMail(
      db(),
      {
        kind: "price-alert",
        userId: user.id,
        language: "en",
        to: user.email,
        subject: "Price drop",
        text: "…",
        html: "…",
        attachments: [],
      },
      "http://localhost:8000",
    );
    const deleted = await app().inject({
      method: "DELETE",
      url: "/api/user",
      headers: { authorization },
    });
    expect(deleted.statusCode).toBe(200);
    const [left] = await db().query<{ watches: number; mail: number }>(
      `select
         (select count(*)::int from price_watches where user_id = $1) as watches,
         (select count(*)::int from mail_outbox where user_id = $1) as mail`,
      [user.id],
    );
    expect(left).toEqual({ watches: 0, mail: 0 });
  });
});
