import { warmIntl } from "./warm-intl";

describe("warmIntl", () => {
  it("builds the time zone, number, plural and date-range services in English", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(warmIntl("en")).toBe(`${zone} 1 one Thu, Jan 1`);
  });

  it("uses the French locale on French pages", () => {
    expect(warmIntl("fr")).toMatch(/ 1 one jeu\. 1 janv\.$/);
  });
});
