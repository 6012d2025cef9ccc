import { atom } from "recoil";
import type { User } from "../services/user/user";

/** The signed-in user, once GET /user has answered (SPEC §3). */
export const userState = atom<User | null>({
  key: "user",
  default: null,
});

/**
 * Where loading a signed-in traveller's account stands: "failed" when the
 * API could not be reached or answered in error, which keeps the traveller
 * signed in (the token stays) with a way to try again.
 */
export type AccountLoad = "loading" | "loaded" | "failed";

export const accountLoadState = atom<AccountLoad>({
  key: "accountLoad",
  default: "loading",
});
