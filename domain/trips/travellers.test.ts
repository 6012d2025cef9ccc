import {
  changeTravellers,
  travellerLimits,
  travellersProblem,
} from "./travellers";

describe("travellers", () => {
  it("keep at least one adult: minus is disabled below 2", () => {
    expect(travellerLimits({ adult: 1, children: 0 }).canRemoveAdult).toBe(
      false,
    );
    expect(travellerLimits({ adult: 2, children: 0 }).canRemoveAdult).toBe(
      true,
    );
    expect(changeTravellers({ adult: 1, children: 0 }, "adult", -1)).toEqual({
      adult: 1,
      children: 0,
    });
  });

  it("keep children at 0 or more", () => {
    expect(travellerLimits({ adult: 1, children: 0 }).canRemoveChild).toBe(
      false,
    );
    expect(changeTravellers({ adult: 1, children: 1 }, "children", -1)).toEqual(
      { adult: 1, children: 0 },
    );
  });

  it("stop at 9 travellers in all", () => {
    expect(travellerLimits({ adult: 5, children: 4 })).toMatchObject({
      canAddAdult: false,
      canAddChild: false,
    });
    expect(changeTravellers({ adult: 5, children: 4 }, "children", 1)).toEqual({
      adult: 5,
      children: 4,
    });
    expect(changeTravellers({ adult: 5, children: 3 }, "adult", 1)).toEqual({
      adult: 6,
      children: 3,
    });
  });

  it("refuse more than 9 travellers on one booking", () => {
    expect(travellersProblem(5, 5)).toBe("too-many-travellers");
    expect(travellersProblem(9, 1)).toBe("too-many-travellers");
    expect(travellersProblem(5, 4)).toBeUndefined();
    expect(travellersProblem(9, 0)).toBeUndefined();
  });
});
