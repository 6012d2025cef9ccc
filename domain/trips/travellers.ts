/** SPEC §4 and airlines: one booking takes at most 9 travellers. */
export const MAX_TRAVELLERS = 9;

export type TravellersProblem = "too-many-travellers";

/** SPEC §4: one booking takes at most MAX_TRAVELLERS travellers. */
export function travellersProblem(
  adults: number,
  children: number,
): TravellersProblem | undefined {
  return adults + children > MAX_TRAVELLERS ? "too-many-travellers" : undefined;
}

export interface Travellers {
  adult: number;
  children: number;
}

/** SPEC §4, §5: at least 1 adult, children from 0, 9 travellers in all. */
export function travellerLimits({ adult, children }: Travellers) {
  const full = adult + children >= MAX_TRAVELLERS;
  return {
    canRemoveAdult: adult >= 2,
    canRemoveChild: children > 0,
    canAddAdult: !full,
    canAddChild: !full,
  };
}

export function changeTravellers(
  travellers: Travellers,
  who: keyof Travellers,
  by: 1 | -1,
): Travellers {
  const limits = travellerLimits(travellers);
  const allowed =
    by === 1
      ? who === "adult"
        ? limits.canAddAdult
        : limits.canAddChild
      : who === "adult"
        ? limits.canRemoveAdult
        : limits.canRemoveChild;
  return allowed ? { ...travellers, [who]: travellers[who] + by } : travellers;
}
