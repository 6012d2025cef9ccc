import { allAirports } from "./airport-list";
import { allAirportPlaces } from "./airport-places";

describe("airport places", () => {
  it("hold every airport of the list, with coordinates and a time zone", () => {
    const places = allAirportPlaces();
    expect(places.size).toBe(allAirports().length);
    expect(places.get("YYZ")).toMatchObject({
      city: "Toronto",
      country: "CA",
      region: "CA-ON",
      category: "large",
      timeZone: "America/Toronto",
    });
    expect(places.get("YVR")!.timeZone).toBe("America/Vancouver");
    expect(places.get("YYT")!.timeZone).toBe("America/St_Johns");
    expect(places.get("NRT")!.timeZone).toBe("Asia/Tokyo");
    expect(places.get("YYZ")!.latitude).toBeCloseTo(43.68, 1);
    expect(places.get("QQQ")).toBeUndefined();
  });
});
