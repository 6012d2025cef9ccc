import { offerSchema } from "../../../domain/offers/offer";
import {
  duffelOffer,
  type FlightSpec,
} from "../../testing/duffel-stand-in/duffel-payloads";
import {
  amountToCents,
  centsToAmount,
  durationMinutes,
} from "./duffel-amounts";
import { mapDuffelOffer } from "./duffel-offer";
import { minutesAcrossZones } from "./time-zones";

const flight = (
  carrier: string,
  number: string,
  from: string,
  to: string,
  departs: string,
  arrives: string,
  duration: string | null,
  extra: Partial<FlightSpec> = {},
): FlightSpec => ({
  carrier,
  number,
  from,
  to,
  departs,
  arrives,
  duration,
  ...extra,
});

const mapped = (spec: Parameters<typeof duffelOffer>[0]) => {
  const result = mapDuffelOffer(duffelOffer(spec));
  if (!result.ok) throw new Error(result.reason);
  return result.offer;
};

describe("a Duffel offer as the domain's", () => {
  it("keeps every segment, local times, durations and the connection", () => {
    const offer = mapped({
      slices: [
        [
          flight(
            "WS",
            "653",
            "YYZ",
            "YYC",
            "2099-03-10T07:00:00",
            "2099-03-10T09:17:00",
            "PT4H17M",
            { bags: { carry_on: 1, checked: 1 } },
          ),
          flight(
            "WS",
            "115",
            "YYC",
            "YVR",
            "2099-03-10T10:30:00",
            "2099-03-10T11:05:00",
            "PT1H35M",
            { operatedBy: "RV", bags: { carry_on: 1, checked: 0 } },
          ),
        ],
      ],
      total: "412.37",
      base: "318.00",
      tax: "94.37",
      sliceDurations: ["PT7H5M"],
      emissionsKg: "203.6",
    });
    expect(offerSchema.parse(offer)).toEqual(offer);
    const [slice] = offer.slices;
    expect(slice?.segments).toEqual([
      {
        carrier: { code: "WS", name: "WestJet" },
        flight_number: "WS 653",
        from: { iata: "YYZ", city: "Toronto", at: "2099-03-10T07:00" },
        to: { iata: "YYC", city: "Calgary", at: "2099-03-10T09:17" },
        duration_minutes: 257,
      },
      {
        carrier: { code: "WS", name: "WestJet" },
        flight_number: "WS 115",
        from: { iata: "YYC", city: "Calgary", at: "2099-03-10T10:30" },
        to: { iata: "YVR", city: "Vancouver", at: "2099-03-10T11:05" },
        duration_minutes: 95,
        operating_carrier: { code: "RV", name: "Air Canada Rouge" },
      },
    ]);
    expect(slice?.connections).toEqual([
      { iata: "YYC", city: "Calgary", minutes: 73 },
    ]);
    expect(slice?.duration_minutes).toBe(425);
    expect(slice?.id).toBe("WS653@2099-03-10T07:00+WS115@2099-03-10T10:30");
    expect(offer.owner).toEqual({ code: "WS", name: "WestJet" });
    expect(offer.total_emissions_kg).toBe(204);
    expect(offer.expires_at).toBe("2099-01-01T12:30:00.000000Z");
    // Bags on every segment: the checked bag is not on the second flight.
    expect(offer.fare_options[0]?.baggage).toEqual({ carry_on: 1, checked: 0 });
  });

  it("states the all-in total, base and taxes as Duffel does, for every traveller", () => {
    const offer = mapped({
      slices: [
        [
          flight(
            "AC",
            "113",
            "YYZ",
            "YVR",
            "2099-03-10T08:00:00",
            "2099-03-10T10:05:00",
            "PT5H5M",
          ),
        ],
      ],
      passengers: ["adult", "adult", 8],
      total: "1234.50",
      base: "1000.1",
      tax: "234.40",
    });
    expect(offer.fare_options[0]?.price).toEqual({
      currency: "CAD",
      base_cents: 100_010,
      taxes: [
        { code: "TAX", name: "Taxes, fees and charges", amount_cents: 23_440 },
      ],
      total_cents: 123_450,
      travellers: 3,
    });
  });

  it("maps the conditions: change and refund before departure with their penalties", () => {
    const changeable = mapped({
      slices: [
        [
          flight(
            "AC",
            "113",
            "YYZ",
            "YVR",
            "2099-03-10T08:00:00",
            "2099-03-10T10:05:00",
            "PT5H5M",
          ),
        ],
      ],
      total: "500.00",
      base: "400.00",
      conditions: {
        change_before_departure: {
          allowed: true,
          penalty_amount: "75.00",
          penalty_currency: "CAD",
        },
        refund_before_departure: {
          allowed: false,
          penalty_amount: null,
          penalty_currency: null,
        },
      },
    });
    const option = changeable.fare_options[0];
    expect(option).toMatchObject({
      name: "standard",
      changes: { allowed: true, fee_cents: 7_500 },
      refund: "none",
      conditions: {
        change_before_departure: { allowed: true, penalty_cents: 7_500 },
        refund_before_departure: { allowed: false, penalty_cents: null },
      },
    });
    const refundable = mapped({
      slices: [
        [
          flight(
            "AC",
            "113",
            "YYZ",
            "YVR",
            "2099-03-10T08:00:00",
            "2099-03-10T10:05:00",
            "PT5H5M",
          ),
        ],
      ],
      total: "900.00",
      base: "800.00",
      conditions: {
        change_before_departure: null,
        refund_before_departure: {
          allowed: true,
          penalty_amount: "0.00",
          penalty_currency: "CAD",
        },
      },
    });
    expect(refundable.fare_options[0]).toMatchObject({
      name: "flexible",
      refund: "full",
      changes: { allowed: false, fee_cents: 0 },
      conditions: { change_before_departure: null },
    });
  });

  it("works a missing duration out from the airports' time zones", () => {
    const offer = mapped({
      slices: [
        [
          flight(
            "AC",
            "113",
            "YYZ",
            "YVR",
            "2099-03-10T08:00:00",
            "2099-03-10T10:05:00",
            null,
          ),
        ],
      ],
      total: "300.00",
      base: "250.00",
    });
    // 08:00 in Toronto to 10:05 in Vancouver, three hours behind in March.
    expect(offer.slices[0]?.segments[0]?.duration_minutes).toBe(305);
    expect(offer.slices[0]?.duration_minutes).toBe(305);
  });

  it("refuses an offer in another currency rather than convert it", () => {
    const result = mapDuffelOffer(
      duffelOffer({
        slices: [
          [
            flight(
              "AC",
              "113",
              "YYZ",
              "YVR",
              "2099-03-10T08:00:00",
              "2099-03-10T10:05:00",
              "PT5H5M",
            ),
          ],
        ],
        total: "220.00",
        base: "180.00",
        currency: "USD",
      }),
    );
    expect(result).toEqual({ ok: false, reason: "priced in USD, not CAD" });
  });

  it("leaves the emissions out when Duffel does not state them", () => {
    const listed = duffelOffer({
      slices: [
        [
          flight(
            "AC",
            "113",
            "YYZ",
            "YVR",
            "2099-03-10T08:00:00",
            "2099-03-10T10:05:00",
            "PT5H5M",
          ),
        ],
      ],
      total: "300.00",
      base: "250.00",
    });
    const result = mapDuffelOffer({
      ...listed,
      total_emissions_kg: null as unknown as string,
    });
    expect(result.ok && "total_emissions_kg" in result.offer).toBe(false);
  });
});

describe("Duffel's numbers", () => {
  it("reads amounts to the cent and writes them back", () => {
    expect(amountToCents("0.5")).toBe(50);
    expect(amountToCents("1299.99")).toBe(129_999);
    expect(amountToCents("12")).toBe(1_200);
    expect(amountToCents("1.999")).toBeUndefined();
    expect(amountToCents(null)).toBeUndefined();
    expect(centsToAmount(129_905)).toBe("1299.05");
  });

  it("reads ISO 8601 durations in minutes", () => {
    expect(durationMinutes("PT5H5M")).toBe(305);
    expect(durationMinutes("P1DT2H")).toBe(1_560);
    expect(durationMinutes("PT45M")).toBe(45);
    expect(durationMinutes("PT")).toBeUndefined();
    expect(durationMinutes("5 hours")).toBeUndefined();
    expect(durationMinutes(null)).toBeUndefined();
  });

  it("counts minutes across time zones and a DST change", () => {
    expect(
      minutesAcrossZones(
        { at: "2099-07-01T22:00", zone: "America/Vancouver" },
        { at: "2099-07-02T05:45", zone: "America/Toronto" },
      ),
    ).toBe(285);
    // Toronto springs forward at 02:00 on 2026-03-08.
    expect(
      minutesAcrossZones(
        { at: "2026-03-08T01:00", zone: "America/Toronto" },
        { at: "2026-03-08T04:00", zone: "America/Toronto" },
      ),
    ).toBe(120);
  });
});
