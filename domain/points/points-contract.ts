import { z } from "zod";
import { isSupportedCurrency, unsupportedCurrencyMessage } from "./earn-rules";
import {
  aboveMaximumMessage,
  belowMinimumMessage,
  MAXIMUM_REDEMPTION,
  MINIMUM_REDEMPTION,
  REDEEM_METHODS,
} from "./redeem-rules";
import { visibleText } from "../text/visible-text";
import { usdAmountSchema } from "./usd-amount";

// The points calls' bodies and answers (SPEC §7): the API validates with these
// schemas and the site's calls are typed from them. Messages are shown to the
// traveller as they are (SPEC §8): plain sentences.

const bodyOf = (fields: string) => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys"
      ? `Unknown field: ${issue.keys.join(", ")}.`
      : `Send a JSON object with ${fields}.`,
});

const wholePoints = "Enter a whole number of points.";

/** POST /point/redeem */
export const redeemRequestSchema = z.strictObject(
  {
    points: z
      .number({ error: wholePoints })
      .int(wholePoints)
      .min(MINIMUM_REDEMPTION, { error: belowMinimumMessage })
      .max(MAXIMUM_REDEMPTION, { error: aboveMaximumMessage }),
    method: z.enum(REDEEM_METHODS, {
      error: `Choose ${REDEEM_METHODS.join(" or ")}.`,
    }),
  },
  bodyOf("points and method"),
);
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** A retry of a redemption sends its first key again (never redeems twice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w:.-]{1,100}$/;

const wholeCents = "Enter the amount as a whole number of cents.";

/** POST /point/balance: what a purchase would earn. */
export const balanceRequestSchema = z.strictObject(
  {
    amount_cents: z
      .number({ error: wholeCents })
      .int(wholeCents)
      .min(0, "The amount can't be negative.")
      .max(100_000_000, "The amount can be at most 100,000,000 cents."),
    currency: z
      .string({ error: "Enter a currency code, like CAD." })
      .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, like CAD.")
      .refine(isSupportedCurrency, {
        error: (issue) => unsupportedCurrencyMessage(String(issue.input)),
      }),
    // Any other campaign earns the base points; only the length is limited.
    campaign: visibleText("The campaign is text.")
      .max(50, "The campaign is at most 50 characters.")
      .optional(),
  },
  bodyOf("amount_cents and currency"),
);
export type BalanceRequest = z.infer<typeof balanceRequestSchema>;

/** Points a booking earned that become available once the trip is over. */
export const pendingPointsSchema = z.object({
  points: z.number().int(),
  /** "YYYY-MM-DD": the day after the trip's last flight. */
  available_on: z.string(),
});
export type PendingPoints = z.infer<typeof pendingPointsSchema>;

/**
 * Points spent toward a booking: held with its order, spent once it is
 * confirmed (a failed order gives them back, and is not listed).
 */
export const spentPointsSchema = z.object({
  /** The order's id: /order/{order_id}. */
  order_id: z.string(),
  points: z.number().int(),
  /** "YYYY-MM-DD" (UTC): the day the order was placed. */
  spent_on: z.string(),
  status: z.enum(["held", "spent"]),
});
export type SpentPoints = z.infer<typeof spentPointsSchema>;

/** The most recent spends GET /point lists. */
export const SPENT_POINTS_LISTED = 10;

/** GET /point: `points` is what can be redeemed now; pending ones come after. */
export const pointsAnswerSchema = z.object({
  points: z.number().int(),
  /** Soonest first. */
  pending: z.array(pendingPointsSchema),
  /** Newest first, at most SPENT_POINTS_LISTED. */
  spent: z.array(spentPointsSchema),
});
export type PointsAnswer = z.infer<typeof pointsAnswerSchema>;

/** POST /point/redeem: the new balance and what was redeemed. */
export const redeemAnswerSchema = z.object({
  points: z.number().int(),
  redeemed: z.number().int(),
  method: z.enum(REDEEM_METHODS),
  value: usdAmountSchema,
});
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

/** POST /point/balance */
export const balanceAnswerSchema = z.object({
  points: z.number().int(),
  rewards: usdAmountSchema,
});
export type BalanceAnswer = z.infer<typeof balanceAnswerSchema>;

/** GET /point/rate: what points are worth at checkout, as the server counts. */
export const pointsRateAnswerSchema = z.object({
  /** Canadian dollars per US dollar: 100 points pay this many CAD. */
  cad_per_usd: z.number().min(0),
  /** What a booking earns per US dollar the card pays. */
  points_earned_per_usd: z.number().min(0),
});
export type PointsRateAnswer = z.infer<typeof pointsRateAnswerSchema>;
