import type { Database } from "../platform/db/database";
import { openTestDatabase } from "../testing/test-database";
import { createDemoFareSource } from "./demo/demo-fare-source";
import { TORONTO_VANCOUVER } from "./demo/demo-test-trips";
import {
  completeSearchSession,
  createSearchSession,
  findSessionOffer,
  loadSearchSession,
  storeSessionProgress,
} from "./search-sessions";

const NOW = new Date("2026-11-23T15:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("search sessions", () => {
  it("are created pending, expire after 30 minutes and keep their offers once complete", async () => {
    const id = await createSearchSession(
      db,
      TORONTO_VANCOUVER,
      "demo",
      NOW,
      "browser-hash",
    );
    expect(await loadSearchSession(db, id)).toEqual({
      id,
      trip: TORONTO_VANCOUVER,
      status: "pending",
      offers: null,
      progress: null,
      calendar: null,
      source: "demo",
      created_at: NOW,
      expires_at: later(30),
      browser_token_hash: "browser-hash",
    });
    const offers = await createDemoFareSource(() => NOW).searchOffers(
      TORONTO_VANCOUVER,
    );
    // A supplier's first batch, shown while the others come.
    await storeSessionProgress(db, id, offers.slice(0, 2), {
      answered: 1,
      asked: 3,
    });
    expect(await loadSearchSession(db, id)).toMatchObject({
      status: "pending",
      offers: offers.slice(0, 2),
      progress: { answered: 1, asked: 3 },
    });
    await completeSearchSession(db, id, offers, []);
    // A late batch leaves a complete session as it is.
    await storeSessionProgress(db, id, [], { answered: 2, asked: 3 });
    expect(await loadSearchSession(db, id)).toMatchObject({
      offers,
      progress: null,
    });
    // A second completion (a late background job) changes nothing.
    await completeSearchSession(db, id, offers.slice(0, 1), []);
    const session = await loadSearchSession(db, id);
    expect(session).toMatchObject({ status: "complete", calendar: [] });
    expect(session!.offers).toEqual(offers);
  });

  it("know no malformed or unknown id", async () => {
    expect(await loadSearchSession(db, "nope")).toBeUndefined();
    expect(
      await loadSearchSession(db, "1b4e28ba-2fa1-4d2e-883f-0016d3cca427"),
    ).toBeUndefined();
  });
});

describe("findSessionOffer", () => {
  it("answers one offer with its trip, expired after 30 minutes, else undefined", async () => {
    const id = await createSearchSession(
      db,
      TORONTO_VANCOUVER,
      "demo",
      NOW,
      "browser-hash",
    );
    const offers = await createDemoFareSource(() => NOW).searchOffers(
      TORONTO_VANCOUVER,
    );
    const offer = offers[7]!;
    // Still pending: nothing to order yet.
    expect(await findSessionOffer(db, id, offer.id, NOW)).toBeUndefined();
    await completeSearchSession(db, id, offers, []);
    expect(await findSessionOffer(db, id, offer.id, later(29))).toEqual({
      trip: TORONTO_VANCOUVER,
      offer,
    });
    expect(await findSessionOffer(db, id, offer.id, later(30))).toBe("expired");
    expect(await findSessionOffer(db, id, "off_unknown", NOW)).toBeUndefined();
    expect(
      await findSessionOffer(db, "not-an-id", offer.id, NOW),
    ).toBeUndefined();
    expect(
      await findSessionOffer(
        db,
        "1b4e28ba-2fa1-4d2e-883f-0016d3cca427",
        offer.id,
        NOW,
      ),
    ).toBeUndefined();
  });
});
