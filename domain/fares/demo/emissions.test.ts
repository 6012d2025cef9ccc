import { KG_PER_KM, legsEmissionsKg, offerEmissionsKg } from "./emissions";
import type { Leg } from "./route-paths";
import type { AirportPlace } from "../../airports/airport-place";

const place = (iata: string, latitude: number, longitude: number) =>
  ({ iata, latitude, longitude }) as AirportPlace;
const YYZ = place("YYZ", 43.6777, -79.6248);
const YVR = place("YVR", 49.1939, -123.1844);
const YYC = place("YYC", 51.1225, -114.0133);
const leg = (from: AirportPlace, to: AirportPlace): Leg => ({
  from,
  to,
  carrier: "AC",
});

describe("the demo source's CO₂", () => {
  it("puts a traveller on Toronto–Vancouver nonstop at about 325 kg", () => {
    expect(legsEmissionsKg([leg(YYZ, YVR)])).toBeCloseTo(325, -1);
  });

  it("costs a connection its extra take-off and landing", () => {
    const nonstop = legsEmissionsKg([leg(YYZ, YVR)]);
    const viaCalgary = legsEmissionsKg([leg(YYZ, YYC), leg(YYC, YVR)]);
    expect(viaCalgary).toBeGreaterThan(nonstop + 40);
    expect(KG_PER_KM).toBe(0.085);
  });

  it("counts every slice and every traveller, in whole kg", () => {
    const out = [leg(YYZ, YVR)];
    const back = [leg(YVR, YYZ)];
    const one = offerEmissionsKg([out, back], 1);
    expect(offerEmissionsKg([out, back], 3)).toBe(
      Math.round(3 * (legsEmissionsKg(out) + legsEmissionsKg(back))),
    );
    expect(Number.isInteger(one)).toBe(true);
  });
});
