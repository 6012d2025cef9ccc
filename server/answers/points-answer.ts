import { z } from "zod";
import type { UsdAmount } from "../../domain/points/point-value";
import type {
  BalanceAnswer,
  PointsAnswer,
  RedeemAnswer,
} from "../../domain/points/points-contract";
import { REDEEM_METHODS } from "../../domain/points/redeem-rules";

const usd: z.ZodType<UsdAmount> = z.object({
  amount_cents: z.number().int(),
  currency: z.literal("USD"),
});

export const pointsAnswer: z.ZodType<PointsAnswer> = z.object({
  points: z.number().int(),
  pending: z.array(
    z.object({ points: z.number().int(), available_on: z.string() }),
  ),
});

export const redeemAnswer: z.ZodType<RedeemAnswer> = z.object({
  points: z.number().int(),
  redeemed: z.number().int(),
  method: z.enum(REDEEM_METHODS),
  value: usd,
});

export const balanceAnswer: z.ZodType<BalanceAnswer> = z.object({
  points: z.number().int(),
  rewards: usd,
});
