import {
  mostUsefulPoints,
  pointsCadCents,
  spendablePoints,
  spendProblem,
  splitPayment,
} from "./points-toward-booking";

describe("pointsCadCents", () => {
  it.each([
    [100, 1.37, 137], // US$1 → CA$1.37
    [1_000, 1.4, 1_400],
    [1, 1.37, 1], // 1.37 cents, rounded down
    [3, 1.37, 4], // 4.11 cents
    [0, 1.37, 0],
    [10_000_000, 1.37, 13_700_000],
  ])("%i points at %f CAD a dollar pay %i CAD cents", (points, rate, cents) => {
    expect(pointsCadCents(points, rate)).toBe(cents);
  });

  it("reads a rate with more decimals than a float holds exactly", () => {
    // 1.3699 * 10_000 is 13698.999…: the rate is rounded to ten-thousandths.
    expect(pointsCadCents(10_000, 1.3699)).toBe(13_699);
  });
});

describe("mostUsefulPoints", () => {
  it.each([
    [137, 1.37, 100],
    [138, 1.37, 101],
    [100_000, 1.37, 72_993],
    [0, 1.37, 0],
  ])(
    "a total of %i cents at %f takes at most %i points",
    (total, rate, most) => {
      expect(mostUsefulPoints(total, rate)).toBe(most);
    },
  );

  it("pays the whole total with those points, and one fewer does not", () => {
    for (const total of [1, 99, 137, 12_345, 289_001]) {
      for (const rate of [1.25, 1.37, 1.4, 1.3699]) {
        const most = mostUsefulPoints(total, rate);
        expect(pointsCadCents(most, rate)).toBeGreaterThanOrEqual(total);
        expect(pointsCadCents(most - 1, rate)).toBeLessThan(total);
      }
    }
  });

  it("never passes the redemption maximum", () => {
    expect(mostUsefulPoints(100_000_000, 1)).toBe(10_000_000);
  });
});

describe("splitPayment", () => {
  it("takes what the points pay off the card", () => {
    expect(splitPayment(100_000, 10_000, 1.37)).toEqual({
      points_cents: 13_700,
      card_cents: 86_300,
    });
  });

  it("never lets points pay more than the total", () => {
    expect(splitPayment(137, 101, 1.37)).toEqual({
      points_cents: 137,
      card_cents: 0,
    });
  });
});

describe("spendProblem", () => {
  const limits = { totalCents: 1_370, balance: 2_500, cadPerUsd: 1.37 };

  it.each([
    [0, undefined],
    [700, undefined],
    [1_000, undefined],
    [1.5, "notWhole"],
    [-1, "notWhole"],
    [1_001, "moreThanUseful"],
  ])("%f points: %s", (points, problem) => {
    expect(spendProblem(points, limits)).toBe(problem);
  });

  it("refuses more than the balance", () => {
    expect(spendProblem(600, { ...limits, balance: 500 })).toBe(
      "moreThanBalance",
    );
  });
});

describe("spendablePoints", () => {
  it("is the smaller of the balance and the most useful", () => {
    const limits = { totalCents: 1_370, cadPerUsd: 1.37 };
    expect(spendablePoints({ ...limits, balance: 2_500 })).toBe(1_000);
    expect(spendablePoints({ ...limits, balance: 400 })).toBe(400);
    expect(spendablePoints({ ...limits, balance: -5 })).toBe(0);
  });
});
