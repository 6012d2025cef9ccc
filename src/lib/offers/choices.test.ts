import { choicesFor, markedChoices } from "./choices";
import type { Offer } from "../../../domain/offers/offer";
import { offerOf, sliceOf, WS } from "./offer-fixture";

const out1 = sliceOf({
  id: "o1",
  departs: "2030-03-14T07:00",
  arrives: "2030-03-14T09:30",
  minutes: 330,
});
const out2 = sliceOf({
  id: "o2",
  departs: "2030-03-14T19:00",
  arrives: "2030-03-15T00:10",
  minutes: 490,
  carrier: WS,
  via: ["YYC"],
});
const back1 = sliceOf({
  id: "r1",
  departs: "2030-03-21T08:00",
  arrives: "2030-03-21T15:40",
  minutes: 280,
});
const back2 = sliceOf({
  id: "r2",
  departs: "2030-03-21T13:00",
  arrives: "2030-03-21T20:40",
  minutes: 280,
});
const offers = [
  offerOf("a", 90_000, [out1, back1]),
  offerOf("b", 80_000, [out1, back2]),
  offerOf("c", 60_000, [out2, back1]),
];

describe("choicesFor", () => {
  it("groups a round trip's offers by outbound, priced from the cheapest", () => {
    const rows = choicesFor(offers, 1);
    expect(rows.map((r) => [r.id, r.priceCents, r.offers.length])).toEqual([
      ["o1", 80_000, 2],
      ["o2", 60_000, 1],
    ]);
    expect(rows[0]!.offers[0]!.id).toBe("b");
    expect(rows[1]).toMatchObject({
      stops: 1,
      timeOfDay: "evening",
      carriers: [WS],
    });
  });

  it("offers step 2's returns for the chosen outbound only", () => {
    const rows = choicesFor(offers, 2, "o1");
    expect(rows.map((r) => [r.id, r.priceCents])).toEqual([
      ["r1", 90_000],
      ["r2", 80_000],
    ]);
    expect(choicesFor(offers, 2, "nope")).toEqual([]);
  });

  it("marks the cheapest and the fastest", () => {
    expect(markedChoices(choicesFor(offers, 1))).toEqual({
      cheapest: "o2",
      fastest: "o1",
    });
    expect(markedChoices([])).toEqual({});
  });

  it("gives each row one traveller's CO₂ on its priced offer, and marks the lowest", () => {
    const withCo2 = (offer: Offer, kg: number, travellers: number): Offer => ({
      ...offer,
      total_emissions_kg: kg,
      fare_options: offer.fare_options.map((option) => ({
        ...option,
        price: { ...option.price, travellers },
      })),
    });
    const rows = choicesFor(
      [
        withCo2(offers[0]!, 1_500, 2),
        withCo2(offers[1]!, 1_301, 2),
        withCo2(offers[2]!, 1_400, 2),
      ],
      1,
    );
    // o1 is priced by "b" (the cheaper), 1,301 kg for two travellers.
    expect(rows.map((r) => [r.id, r.co2Kg])).toEqual([
      ["o1", 651],
      ["o2", 700],
    ]);
    expect(markedChoices(rows).lowestCo2).toBe("o1");
    // A source that states no CO₂ marks none.
    expect(choicesFor(offers, 1)[0]).not.toHaveProperty("co2Kg");
    expect(markedChoices(choicesFor(offers, 1)).lowestCo2).toBeUndefined();
  });
});
