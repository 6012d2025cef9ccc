import { readSearchQuery } from "./search-query";
import { searchUrl } from "./search-url";

const today = new Date(2026, 10, 22);

describe("searchUrl", () => {
  it("carries a round trip", () => {
    expect(
      searchUrl({
        departure: "YYZ",
        arrival: "YUL",
        departureDate: "2026-12-13",
        arrivalDate: "2026-12-20",
        adults: 2,
        children: 1,
        campaign: "campaign2",
        searchType: "verto",
      }),
    ).toBe(
      "/search?departure=YYZ&arrival=YUL&departureDate=2026-12-13&arrivalDate=2026-12-20&adults=2&children=1&campaign=campaign2&searchType=verto",
    );
  });

  it("leaves the arrival date out of a one-way trip", () => {
    expect(
      searchUrl({
        departure: "YVR",
        arrival: "NRT",
        departureDate: "2026-12-13",
        adults: 1,
        children: 0,
      }),
    ).toBe(
      "/search?departure=YVR&arrival=NRT&departureDate=2026-12-13&adults=1&children=0",
    );
  });
});

describe("readSearchQuery", () => {
  it("reads what searchUrl writes", () => {
    const search = {
      departure: "YYZ",
      arrival: "YUL",
      departureDate: "2026-12-13",
      arrivalDate: "2026-12-20",
      adults: 2,
      children: 1,
      campaign: "campaign4",
      searchType: "verto" as const,
      step: 2,
      sessionId: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
    };
    const query = searchUrl(search).split("?")[1]!;
    expect(readSearchQuery(query, today)).toEqual({
      ...search,
      tripType: "round",
    });
  });

  it("takes a departure date alone as one way", () => {
    expect(readSearchQuery("departureDate=2026-12-01", today).tripType).toBe(
      "one-way",
    );
  });

  it.each([
    ["departure=TORONTO", {}],
    ["departure=yyz", { departure: "YYZ" }],
    ["departureDate=2026-11-21", {}],
    ["departureDate=2026-02-30", {}],
    ["adults=0&children=-1", {}],
    ["adults=two&children=x", {}],
    ["adults=9&children=1", {}],
    ["adults=3&children=2", { adults: 3, children: 2 }],
    ["searchType=other", {}],
    [
      "departureDate=2026-12-10&arrivalDate=2026-12-01",
      { departureDate: "2026-12-10", tripType: "one-way" },
    ],
    ["step=abc", {}],
    ["sessionId=%3Cscript%3E", {}],
    ["sessionId=not-a-session-id", {}],
  ])("ignores what is bad in %j", (query, expected) => {
    expect(readSearchQuery(query, today)).toEqual(expected);
  });
});
