import { atom } from "recoil";
import type {
  PendingPoints,
  SpentPoints,
} from "../../domain/points/points-contract";
import type { AccountLoad } from "./user-state";

/** The signed-in user's points balance; `null` until known. */
export const pointsState = atom<number | null>({
  key: "points",
  default: null,
});

/** Points bookings earned that become available later, soonest first. */
export const pendingPointsState = atom<PendingPoints[]>({
  key: "pendingPoints",
  default: [],
});

/** Points the latest bookings spent, newest first. */
export const spentPointsState = atom<SpentPoints[]>({
  key: "spentPoints",
  default: [],
});

/** Whether the balance has loaded, as accountLoadState for the account. */
export const balanceLoadState = atom<AccountLoad>({
  key: "balanceLoad",
  default: "loading",
});
