import { formatPoints, formatRewards } from "./points-format";

// Intl puts narrow no-break spaces in French numbers; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatRewards", () => {
  it.each([
    [0, "US$0.00"],
    [1, "US$0.01"],
    [100, "US$1.00"],
    [2_550, "US$25.50"],
    [123_456_789, "US$1,234,567.89"],
  ])("gives %d points as %s in English", (points, text) => {
    expect(formatRewards(points, "en")).toBe(text);
  });

  it("writes French with the US-dollar sign after the amount", () => {
    expect(plain(formatRewards(2_550, "fr"))).toBe("25,50 $ US");
  });

  it("never shows a negative value", () => {
    expect(formatRewards(-500, "en")).toBe("US$0.00");
  });
});

describe("formatPoints", () => {
  it("groups thousands for the language", () => {
    expect(formatPoints(12_500, "en")).toBe("12,500");
    expect(plain(formatPoints(12_500, "fr"))).toBe("12 500");
  });

  it("shows no decimals (SPEC §9)", () => {
    expect(formatPoints(1_055.4)).toBe("1,055");
  });
});
