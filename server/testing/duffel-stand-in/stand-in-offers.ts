import type { Offer as DuffelOffer } from "@duffel/api/types";
import { duffelOffer, type FlightSpec } from "./duffel-payloads";
import type { OfferRequestBody } from "./duffel-schemas";

type ListedOffer = Omit<DuffelOffer, "available_services">;

const at = (day: string, time: string) => `${day}T${time}:00`;

/**
 * What the stand-in sells for a search, whatever the route: a nonstop by
 * Air Canada, a one-stop by WestJet via Calgary (refundable), and one
 * priced in USD that a CAD-only source must skip. Passengers as asked.
 */
export function standInOffers(request: OfferRequestBody): ListedOffer[] {
  const passengers = request.passengers.map((p) =>
    "age" in p ? p.age : ("adult" as const),
  );
  const slicesBy = (
    make: (from: string, to: string, day: string) => FlightSpec[],
  ) =>
    request.slices.map((s) => make(s.origin, s.destination, s.departure_date));
  const travellers = passengers.length;
  const price = (each: number) => ({
    total: (each * travellers).toFixed(2),
    base: (each * travellers * 0.8).toFixed(2),
    tax: (each * travellers * 0.2).toFixed(2),
  });
  return [
    duffelOffer({
      slices: slicesBy((from, to, day) => [
        {
          carrier: "AC",
          number: "113",
          from,
          to,
          departs: at(day, "08:00"),
          arrives: at(day, "10:05"),
          duration: "PT5H5M",
          bags: { carry_on: 1, checked: 1 },
        },
      ]),
      passengers,
      ...price(350),
      emissionsKg: "190",
    }),
    duffelOffer({
      slices: slicesBy((from, to, day) => [
        {
          carrier: "WS",
          number: "653",
          from,
          to: "YYC",
          departs: at(day, "07:00"),
          arrives: at(day, "09:17"),
          duration: "PT4H17M",
        },
        {
          carrier: "WS",
          number: "115",
          from: "YYC",
          to,
          departs: at(day, "10:30"),
          arrives: at(day, "11:05"),
          duration: "PT1H35M",
        },
      ]),
      passengers,
      ...price(290),
      conditions: {
        change_before_departure: {
          allowed: true,
          penalty_amount: "50.00",
          penalty_currency: "CAD",
        },
        refund_before_departure: {
          allowed: true,
          penalty_amount: "100.00",
          penalty_currency: "CAD",
        },
      },
    }),
    duffelOffer({
      slices: slicesBy((from, to, day) => [
        {
          carrier: "PD",
          number: "2271",
          from,
          to,
          departs: at(day, "12:00"),
          arrives: at(day, "14:10"),
          duration: "PT5H10M",
        },
      ]),
      passengers,
      ...price(200),
      currency: "USD",
    }),
  ];
}
