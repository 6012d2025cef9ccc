import { atom } from "recoil";

/** The signed-in user's points balance; `null` until known. */
export const pointsState = atom<number | null>({
  key: "points",
  default: null,
});
