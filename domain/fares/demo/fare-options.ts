import type {
  FareName,
  FareOption,
  PriceBreakdown,
  PriceItem,
} from "../../offers/offer";
import { seededRandom } from "./random";
import type { DemoSlice } from "./slices";
import { addItem, sliceTaxes } from "./taxes";

export interface Travellers {
  adults: number;
  children: number;
}

export const FARE_NAMES: readonly FareName[] = [
  "basic",
  "standard",
  "flexible",
];
const FARE_MULTIPLIERS: Readonly<Record<FareName, number>> = {
  basic: 1,
  standard: 1.28,
  flexible: 1.85,
};
/** Children pay a little less than adults (taxes are the same). */
const CHILD_FACTOR = 0.85;

/** The price of one slice for everybody, in one fare. */
function slicePrice(
  demo: DemoSlice,
  fare: FareName,
  { adults, children }: Travellers,
) {
  const adult = Math.round(demo.adultBase * FARE_MULTIPLIERS[fare]);
  const child = Math.round(adult * CHILD_FACTOR);
  const baseCents = (adult * adults + child * children) * 100;
  return {
    baseCents,
    taxes: sliceTaxes(demo.legs, baseCents, adults + children),
  };
}

/** The whole price of a fare over the offer's slices: base plus each tax, to the cent. */
export function priceSlices(
  slices: DemoSlice[],
  fare: FareName,
  travellers: Travellers,
): PriceBreakdown {
  let base = 0;
  const taxes: PriceItem[] = [];
  for (const demo of slices) {
    const price = slicePrice(demo, fare, travellers);
    base += price.baseCents;
    for (const item of price.taxes)
      addItem(taxes, item.code, item.name, item.amount_cents);
  }
  return withTotal(base, taxes, travellers.adults + travellers.children);
}

export function withTotal(
  base: number,
  taxes: PriceItem[],
  travellers: number,
): PriceBreakdown {
  const total = taxes.reduce((sum, item) => sum + item.amount_cents, base);
  return {
    currency: "CAD",
    base_cents: base,
    taxes,
    total_cents: total,
    travellers,
  };
}

/** The lowest total of one slice alone (the offers' totals add up slice by slice). */
export function lowestSliceTotal(
  demo: DemoSlice,
  travellers: Travellers,
): number {
  const { baseCents, taxes } = slicePrice(demo, "basic", travellers);
  return taxes.reduce((sum, item) => sum + item.amount_cents, baseCents);
}

/** Basic, Standard and Flexible, with their bags, seats and rules. */
export function fareOptions(
  offerId: string,
  slices: DemoSlice[],
  travellers: Travellers,
): FareOption[] {
  const international = slices.some((demo) =>
    demo.legs.some((leg) => leg.from.country !== leg.to.country),
  );
  const random = seededRandom(`seats:${offerId}`);
  return FARE_NAMES.map((name): FareOption => {
    const rules = FARE_RULES[name](international);
    return {
      id: `${offerId}_${name}`,
      name,
      ...rules,
      price: priceSlices(slices, name, travellers),
      points: 0,
      seats_left: random.int(name === "basic" ? 1 : 3, 9),
    };
  });
}

type Rules = Pick<FareOption, "baggage" | "seat_choice" | "changes" | "refund">;

/** Change fees are per traveller, as airlines state them. */
const FARE_RULES: Readonly<
  Record<FareName, (international: boolean) => Rules>
> = {
  basic: () => ({
    baggage: { carry_on: 1, checked: 0 },
    seat_choice: "paid",
    changes: { allowed: false, fee_cents: 0 },
    refund: "none",
  }),
  standard: (international) => ({
    baggage: { carry_on: 1, checked: international ? 1 : 0 },
    seat_choice: "paid",
    changes: { allowed: true, fee_cents: international ? 20_000 : 10_000 },
    refund: "credit",
  }),
  flexible: (international) => ({
    baggage: { carry_on: 1, checked: international ? 2 : 1 },
    seat_choice: "included",
    changes: { allowed: true, fee_cents: 0 },
    refund: "full",
  }),
};
