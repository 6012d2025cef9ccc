import { distanceKm } from "./geo";
import type { Leg } from "./route-paths";

/**
 * The demo source's CO₂, so the results' CO₂ works offline as with a real
 * supplier's figure (Duffel's `total_emissions_kg`). A documented estimate,
 * not a measurement: each flight costs one traveller 40 kg for its take-off
 * and landing, and 85 g for each kilometre of great-circle distance, which
 * puts an economy seat on Toronto–Vancouver (3,350 km) at about 325 kg, the
 * order of public per-passenger estimates for such a flight.
 */
export const TAKE_OFF_AND_LANDING_KG = 40;
export const KG_PER_KM = 0.085;

/** One traveller's CO₂ over these flights, in kg. */
export function legsEmissionsKg(legs: readonly Leg[]): number {
  return legs.reduce(
    (sum, { from, to }) =>
      sum + TAKE_OFF_AND_LANDING_KG + KG_PER_KM * distanceKm(from, to),
    0,
  );
}

/** Every traveller's CO₂ together, whole kg, as suppliers state it. */
export function offerEmissionsKg(
  slicesLegs: readonly (readonly Leg[])[],
  travellers: number,
): number {
  const perTraveller = slicesLegs.reduce(
    (sum, legs) => sum + legsEmissionsKg(legs),
    0,
  );
  return Math.round(perTraveller * travellers);
}
