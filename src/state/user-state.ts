import { atom } from "recoil";
import type { User } from "../services/user/user";

/** The signed-in user, once GET /user has answered (SPEC §3). */
export const userState = atom<User | null>({
  key: "user",
  default: null,
});
