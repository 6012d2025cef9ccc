import type { Database } from "../platform/db/database";
import { openTestDatabase } from "../testing/test-database";
import {
  claimOrderKey,
  completeOrderKey,
  hashRequest,
  releaseOrderKey,
} from "./order-claims";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("order key claims", () => {
  it("lets the first claim through and answers its order after", async () => {
    expect(await claimOrderKey(database, "s1", "k", "h")).toEqual({
      kind: "claimed",
    });
    // Under way: the same body is told to wait, another is refused.
    expect(await claimOrderKey(database, "s1", "k", "h")).toEqual({
      kind: "inFlight",
    });
    expect(await claimOrderKey(database, "s1", "k", "other")).toEqual({
      kind: "conflict",
    });
    const orderId = "4a1f0c36-9a43-4f5e-8d1b-3c2a1b0f9e8d";
    expect(await completeOrderKey(database, "s1", "k", orderId)).toBe(true);
    // Tied already: to the same order again (a retry), never to another.
    expect(await completeOrderKey(database, "s1", "k", orderId)).toBe(true);
    expect(
      await completeOrderKey(
        database,
        "s1",
        "k",
        "0b6e3c1d-2f4a-4e8b-9c7d-5a6b7c8d9e0f",
      ),
    ).toBe(false);
    expect(await claimOrderKey(database, "s1", "k", "h")).toEqual({
      kind: "done",
      orderId,
    });
    expect(await claimOrderKey(database, "s1", "k", "other")).toEqual({
      kind: "conflict",
    });
  });

  it("frees a released key for the next request", async () => {
    await claimOrderKey(database, "s2", "k", "h");
    await releaseOrderKey(database, "s2", "k");
    expect(await claimOrderKey(database, "s2", "k", "new")).toEqual({
      kind: "claimed",
    });
  });

  it("takes over a claim abandoned minutes ago (a crash), same body only", async () => {
    await claimOrderKey(database, "s3", "k", "h");
    await database.query(
      "update order_requests set claimed_at = now() - interval '3 minutes' where scope = 's3'",
    );
    expect(await claimOrderKey(database, "s3", "k", "other")).toEqual({
      kind: "conflict",
    });
    expect(await claimOrderKey(database, "s3", "k", "h")).toEqual({
      kind: "claimed",
    });
  });

  it("hashes a request whatever its key order", () => {
    expect(hashRequest({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(
      hashRequest({ b: [{ d: 3, c: 2 }], a: 1 }),
    );
    expect(hashRequest({ a: 1 })).not.toBe(hashRequest({ a: 2 }));
  });
});
