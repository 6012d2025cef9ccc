import { webcrypto } from "node:crypto";
import { readSearchQuery } from "../../domain/trips/search-query";
import { newRandomUuid } from "./random-uuid";

describe("newRandomUuid", () => {
  it("makes a version-4 UUID that /search reads back", () => {
    const id = newRandomUuid(webcrypto as unknown as Crypto);
    expect(id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(readSearchQuery(`sessionId=${id}`, new Date()).sessionId).toBe(id);
  });

  it("differs from one search to the next", () => {
    const ids = new Set(
      Array.from({ length: 50 }, () =>
        newRandomUuid(webcrypto as unknown as Crypto),
      ),
    );
    expect(ids.size).toBe(50);
  });
});
