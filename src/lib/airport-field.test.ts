import {
  airportCodeOf,
  airportFieldText,
  hasAirportError,
} from "./airport-field";

describe("airport fields", () => {
  it("show a chosen airport as City (CODE)", () => {
    expect(airportFieldText({ city: "Toronto", iata: "YYZ" })).toBe(
      "Toronto (YYZ)",
    );
  });

  it.each([
    ["Toronto (YYZ)", "Montréal (YUL)", false],
    ["Montréal (YUL)", "", false],
    ["St. John's (YYT)", "", false],
    ["Winston-Salem (INT)", "", false],
    ["", "Toronto (YYZ)", true],
    ["   ", "", true],
    ["Toronto (YYZ)", "Toronto (YYZ)", true],
    ["Toronto", "", true],
    ["Toronto (yyz)", "", true],
    ["Toronto (YYZZ)", "", true],
    ["Toronto(YYZ)", "", true],
    ["(YYZ)", "", true],
    ["T0ronto (YYZ)", "", true],
    // A code typed alone, as IATA writes it (the airport list may be down).
    ["YUL", "Toronto (YYZ)", false],
    [" YUL ", "", false],
    ["YUL", "Montréal (YUL)", true],
    ["Montréal (YUL)", "YUL", true],
    ["yul", "", true],
    ["Yul", "", true],
    ["YULX", "", true],
  ])("%j against %j is in error: %s", (text, other, error) => {
    expect(hasAirportError(text, other)).toBe(error);
  });

  it("reads the code", () => {
    expect(airportCodeOf(" Toronto (YYZ) ")).toBe("YYZ");
    expect(airportCodeOf("Toronto")).toBeUndefined();
    expect(airportCodeOf(" YUL ")).toBe("YUL");
  });
});
