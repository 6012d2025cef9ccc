import { z } from "zod";
import type { OrderAnswer } from "../../domain/orders/order-contract";
import { fareOptionAnswer, offerAnswer, priceAnswer } from "./offer-answer";

export const orderAnswer: z.ZodType<OrderAnswer> = z.object({
  session_id: z.string(),
  status: z.literal("confirmed"),
  booking_reference: z.string(),
  offer: offerAnswer,
  fare_option: fareOptionAnswer,
  passengers: z.array(
    z.object({
      type: z.enum(["adult", "child"]),
      given_names: z.string(),
      surname: z.string(),
      date_of_birth: z.string(),
    }),
  ),
  contact: z.object({ email: z.string(), phone: z.string() }),
  price: priceAnswer,
  payment: z.object({
    brand: z.string(),
    last4: z.string(),
    test: z.boolean(),
  }),
  points: z.object({
    earned: z.number().int(),
    status: z.enum(["pending", "available", "none"]),
    available_on: z.string().nullable(),
  }),
  created_at: z.string(),
  demo: z.boolean(),
});

/**
 * 409: a new price (then with the price and its points), or the same key
 * still being processed (then with a Retry-After header).
 */
export const orderConflictAnswer = z
  .object({
    message: z.string(),
    price: priceAnswer.optional(),
    points: z.number().int().optional(),
  })
  .describe(
    "The price changed (with the new price), or a request with this Idempotency-Key is still being processed (Retry-After: 1)",
  );
