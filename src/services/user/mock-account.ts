import {
  belowMinimumMessage,
  MINIMUM_REDEMPTION,
  overdrawMessage,
} from "../../../domain/points/redeem-rules";
import { moreThanBalanceMessage } from "../../../domain/points/points-toward-booking";
import { ApiRequestError } from "../api-client";
import type { SpentPoints } from "../../../domain/points/points-contract";
import type { ApiUser } from "./user";

/**
 * Mock mode's account (deploy previews): one traveller with points, kept in
 * memory for the visit, so every account screen can be tried with no API.
 */
const account: { user: ApiUser; points: number; spent: SpentPoints[] } = {
  user: {
    id: "mock-user",
    first_name: "Alex",
    last_name: "Martin",
    email: "alex.martin@example.com",
  },
  points: 2_550,
  spent: [],
};

export const MOCK_TOKEN = "mock-token";

export const mockUser = (): ApiUser => ({ ...account.user });

export function mockRename(first_name: string, last_name: string): ApiUser {
  account.user = { ...account.user, first_name, last_name };
  return mockUser();
}

/**
 * One booking's points pending for a month, so previews show the line, and
 * the points mock bookings spent.
 */
export const mockPoints = () => ({
  points: account.points,
  spent: [...account.spent],
  pending: [
    {
      points: 640,
      available_on: new Date(Date.now() + 30 * 86_400_000)
        .toISOString()
        .slice(0, 10),
    },
  ],
});

/** Points spent on a mock booking, refused as the API refuses them. */
export function mockSpend(points: number, orderId: string) {
  if (points > account.points) {
    throw new ApiRequestError(
      moreThanBalanceMessage(account.points, points),
      409,
    );
  }
  account.points -= points;
  account.spent.unshift({
    order_id: orderId,
    points,
    spent_on: new Date().toISOString().slice(0, 10),
    status: "spent",
  });
}

export function mockRedeem(points: number) {
  // The API's own refusals, so previews show what travellers will read.
  if (points < MINIMUM_REDEMPTION) {
    throw new ApiRequestError(belowMinimumMessage(), 400);
  }
  if (points > account.points) {
    throw new ApiRequestError(overdrawMessage(account.points, points), 409);
  }
  account.points -= points;
  return { points: account.points, redeemed: points };
}
