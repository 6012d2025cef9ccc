import { z } from "zod";
import type { Language } from "../languages";
import { MARKETS } from "./markets";
import { text } from "./text";
import { AIRPORT_TEXT_PATTERN, IATA_CODE_PATTERN } from "../airports/iata-code";

const iata = z
  .string()
  .regex(IATA_CODE_PATTERN, "expected a three-letter IATA code");
const cityWithCode = z
  .string()
  .regex(AIRPORT_TEXT_PATTERN, "expected 'City (ABC)'");

/** What a French page shows instead of the English place names. */
const frenchPlaceNames = z
  .strictObject({
    departureWithCode: cityWithCode,
    arrivalWithCode: cityWithCode,
    destination: text(80),
  })
  .meta({ title: "FeaturedCardFrench" });

const featuredCardSchema = z
  .strictObject({
    airline: text(80),
    departure: iata,
    arrival: iata,
    departureWithCode: cityWithCode,
    arrivalWithCode: cityWithCode,
    destination: text(80),
    fareClass: text(40),
    priceCents: z.number().int().positive().max(10_000_000),
    currency: z.literal("CAD"),
    pointsValue: z.number().int().nonnegative().max(1_000_000),
    tripType: z.literal("Roundtrip"),
    stops: z.number().int().min(0).max(3),
    // Required: a card without French names would show English ones there.
    fr: frenchPlaceNames,
  })
  .meta({ title: "FeaturedCard" });

/** The FeaturedTripMarket node: one market's cards. */
export const featuredTripMarketSchema = z
  .strictObject({
    market: z.enum(MARKETS),
    cards: z.array(featuredCardSchema).min(1).max(12),
  })
  .meta({ title: "FeaturedTripMarket" });

const { market, cards } = featuredTripMarketSchema.shape;

/** content/featured-trips.json: every market's cards under its name. */
export const featuredTripsSchema = z.strictObject({
  // An enum key makes the record exhaustive: every market must be there.
  markets: z.record(market, cards),
});

export type FeaturedTripsContent = z.infer<typeof featuredTripsSchema>;
export type FeaturedTripMarket = z.infer<typeof featuredTripMarketSchema>;
export type FeaturedCard = z.infer<typeof featuredCardSchema>;

/** A card's price as each language's pages show it, written at build ("$1,046.00", "1 046,00 $"). */
export type PriceLabels = Record<Language, string>;
