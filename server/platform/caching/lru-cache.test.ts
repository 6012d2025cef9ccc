import { LruCache } from "./lru-cache";

const cache = () => new LruCache<string, string>(10, (value) => value.length);

describe("LruCache", () => {
  it("answers what was stored, and nothing for the rest", () => {
    const strings = cache();
    strings.set("a", "1234");
    expect(strings.get("a")).toBe("1234");
    expect(strings.get("b")).toBeUndefined();
    expect(strings.size).toBe(4);
  });

  it("forgets the least recently used past its size", () => {
    const strings = cache();
    strings.set("a", "1234");
    strings.set("b", "1234");
    strings.get("a");
    strings.set("c", "1234");
    expect(strings.get("b")).toBeUndefined();
    expect(strings.get("a")).toBe("1234");
    expect(strings.get("c")).toBe("1234");
    expect(strings.size).toBe(8);
  });

  it("replaces an entry, counting its new size only", () => {
    const strings = cache();
    strings.set("a", "1234");
    strings.set("a", "12");
    expect(strings.get("a")).toBe("12");
    expect(strings.size).toBe(2);
  });

  it("forgets the entries whose value matches, or all of them", () => {
    const strings = cache();
    strings.set("a", "12");
    strings.set("b", "345");
    strings.set("c", "67");
    strings.deleteWhere((value) => value.length === 2);
    expect([strings.get("a"), strings.get("b"), strings.get("c")]).toEqual([
      undefined,
      "345",
      undefined,
    ]);
    expect(strings.size).toBe(3);
    strings.deleteWhere();
    expect(strings.get("b")).toBeUndefined();
    expect(strings.size).toBe(0);
  });

  it("keeps nothing bigger than the whole cache", () => {
    const strings = cache();
    strings.set("a", "1234");
    strings.set("big", "x".repeat(11));
    expect(strings.get("big")).toBeUndefined();
    expect(strings.get("a")).toBe("1234");
  });

  it("forgets a deleted entry", () => {
    const strings = cache();
    strings.set("a", "1234");
    strings.delete("a");
    expect(strings.get("a")).toBeUndefined();
    expect(strings.size).toBe(0);
  });
});
