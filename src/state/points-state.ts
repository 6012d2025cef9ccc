import { atom } from "recoil";
import type { PendingPoints } from "../../domain/points/points-contract";

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
