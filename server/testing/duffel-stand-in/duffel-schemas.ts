import { z } from "zod";

// What Duffel's API takes, as strictly as its reference states it, for the
// stand-in to refuse what the real one would (422 validation_error).

const iata = z.string().regex(/^[A-Z]{3}$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timeRange = z.strictObject({
  from: z.string().regex(/^\d{2}:\d{2}$/),
  to: z.string().regex(/^\d{2}:\d{2}$/),
});

const offerRequestPassenger = z.union([
  z.strictObject({ type: z.literal("adult") }),
  z.strictObject({ age: z.number().int().min(0).max(17) }),
]);

export const offerRequestBody = z.strictObject({
  data: z.strictObject({
    slices: z
      .array(
        z.strictObject({
          origin: iata,
          destination: iata,
          departure_date: day,
          departure_time: timeRange.nullable().optional(),
          arrival_time: timeRange.nullable().optional(),
        }),
      )
      .min(1)
      .max(2),
    passengers: z.array(offerRequestPassenger).min(1).max(9),
    cabin_class: z
      .enum(["first", "business", "premium_economy", "economy"])
      .optional(),
    max_connections: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .optional(),
  }),
});
export type OfferRequestBody = z.infer<typeof offerRequestBody>["data"];

export const offerRequestQuery = z.strictObject({
  return_offers: z.enum(["true", "false"]).optional(),
  supplier_timeout: z.coerce.number().int().min(2_000).max(60_000).optional(),
});

/** POST /air/batch_offer_requests: its offers come by GET, in batches. */
export const batchOfferRequestQuery = z.strictObject({
  supplier_timeout: z.coerce.number().int().min(2_000).max(60_000).optional(),
});

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const orderBody = z.strictObject({
  data: z.strictObject({
    type: z.literal("instant"),
    selected_offers: z.array(z.string().startsWith("off_")).length(1),
    passengers: z
      .array(
        z.strictObject({
          id: z.string().startsWith("pas_"),
          given_name: z.string().min(1).max(100),
          family_name: z.string().min(1).max(100),
          born_on: day,
          gender: z.enum(["m", "f"]),
          title: z.enum(["mr", "ms", "mrs", "miss", "dr"]),
          email: z.email(),
          phone_number: z.string().regex(/^\+[1-9]\d{6,14}$/),
        }),
      )
      .min(1),
    payments: z
      .array(
        z.strictObject({
          type: z.literal("balance"),
          amount,
          currency: z.string().regex(/^[A-Z]{3}$/),
        }),
      )
      .length(1),
    metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
  }),
});
export type OrderBody = z.infer<typeof orderBody>["data"];

export const orderCancellationBody = z.strictObject({
  data: z.strictObject({ order_id: z.string().startsWith("ord_") }),
});

export const orderListQuery = z.strictObject({
  "passenger_name[]": z.union([z.string(), z.array(z.string())]).optional(),
  booking_reference: z.string().optional(),
});
