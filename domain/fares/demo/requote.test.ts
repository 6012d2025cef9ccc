import { isRequotedOffer } from "./requote";

describe("isRequotedOffer", () => {
  it("picks one offer in eight, the same every time", () => {
    const ids = Array.from(
      { length: 16_000 },
      (_, index) => `off_${index.toString(36)}`,
    );
    const requoted = ids.filter(isRequotedOffer);
    expect(requoted.length / ids.length).toBeGreaterThan(0.115);
    expect(requoted.length / ids.length).toBeLessThan(0.135);
    expect(ids.filter(isRequotedOffer)).toEqual(requoted);
  });
});
