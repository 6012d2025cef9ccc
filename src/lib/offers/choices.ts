import type { Carrier, Offer, Slice } from "../../../domain/offers/offer";
import {
  minutesOfDay,
  offerTotalCents,
  sliceCarriers,
  sliceDeparture,
  stopCount,
} from "./offer-facts";
import { timeOfDay, type TimeOfDay } from "./time-of-day";

/**
 * One row on the results screen: a slice the traveller can choose and the
 * offers that fly it. Step 1 of a round trip groups offers by their outbound
 * slice (priced "from" the cheapest round trip); step 2 groups the offers
 * with the chosen outbound by their return slice; one way groups by the only
 * slice. Sorting and filtering work on these rows.
 */
export interface Choice {
  /** The slice's id: the same flights give the same row. */
  id: string;
  slice: Slice;
  /** Cheapest first. */
  offers: Offer[];
  /** The lowest all-in total among `offers`. */
  priceCents: number;
  durationMinutes: number;
  departureMinutes: number;
  stops: number;
  timeOfDay: TimeOfDay;
  carriers: Carrier[];
  /** One traveller's CO₂ in kg on the priced offer, when the source states it. */
  co2Kg?: number;
}

/** The rows for a step: 1 (or one way) by the first slice, 2 by the return. */
export function choicesFor(
  offers: readonly Offer[],
  step: 1 | 2,
  outboundId?: string,
): Choice[] {
  const sliceIndex = step === 2 ? 1 : 0;
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    if (step === 2 && offer.slices[0]?.id !== outboundId) continue;
    const slice = offer.slices[sliceIndex];
    if (!slice) continue;
    const group = groups.get(slice.id);
    if (group) group.push(offer);
    else groups.set(slice.id, [offer]);
  }
  return [...groups.values()].map((group) => {
    group.sort((a, b) => offerTotalCents(a) - offerTotalCents(b));
    const slice = group[0]!.slices[sliceIndex]!;
    const emissions = group[0]!.total_emissions_kg;
    const travellers = group[0]!.fare_options[0]?.price.travellers || 1;
    const departure = sliceDeparture(slice);
    return {
      id: slice.id,
      slice,
      offers: group,
      priceCents: offerTotalCents(group[0]!),
      durationMinutes: slice.duration_minutes,
      departureMinutes: minutesOfDay(departure),
      stops: stopCount(slice),
      timeOfDay: timeOfDay(departure),
      carriers: sliceCarriers(slice),
      ...(emissions !== undefined && {
        co2Kg: Math.round(emissions / travellers),
      }),
    };
  });
}

/** The ids of the cheapest, the fastest and the lowest-CO₂ rows (first found on a tie). */
export function markedChoices(choices: readonly Choice[]): {
  cheapest?: string;
  fastest?: string;
  lowestCo2?: string;
} {
  let cheapest: Choice | undefined;
  let fastest: Choice | undefined;
  let lowestCo2: Choice | undefined;
  for (const choice of choices) {
    if (!cheapest || choice.priceCents < cheapest.priceCents) cheapest = choice;
    if (!fastest || choice.durationMinutes < fastest.durationMinutes)
      fastest = choice;
    if (
      choice.co2Kg !== undefined &&
      (lowestCo2?.co2Kg === undefined || choice.co2Kg < lowestCo2.co2Kg)
    )
      lowestCo2 = choice;
  }
  return {
    cheapest: cheapest?.id,
    fastest: fastest?.id,
    lowestCo2: lowestCo2?.id,
  };
}
