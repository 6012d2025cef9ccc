import { allAirports } from "./airport-list";
import { allAirportPlaces, findAirportPlace } from "./airport-places";

describe("airport places", () => {
  it("hold every airport of the list, with coordinates and a time zone", () => {
    const places = allAirportPlaces();
    expect(places.size).toBe(allAirports().length);
    expect(findAirportPlace("YYZ")).toMatchObject({
      city: "Toronto",
      country: "CA",
      region: "CA-ON",
      category: "large",
      timeZone: "America/Toronto",
    });
    expect(findAirportPlace("YVR")!.timeZone).toBe("America/Vancouver");
    expect(findAirportPlace("YYT")!.timeZone).toBe("America/St_Johns");
    expect(findAirportPlace("NRT")!.timeZone).toBe("Asia/Tokyo");
    expect(findAirportPlace("YYZ")!.latitude).toBeCloseTo(43.68, 1);
    expect(findAirportPlace("QQQ")).toBeUndefined();
  });
});
