import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it.each([
    ["Ada", "Tremblay", "AT"],
    ["élodie", "ouellet", "ÉO"],
    ["  Luc ", "", "L"],
    ["", "Roy", "R"],
    ["", "", ""],
    ["😀x", "Roy", "😀R"],
  ])("%j %j → %j", (first, last, initials) => {
    expect(initialsOf(first, last)).toBe(initials);
  });
});
