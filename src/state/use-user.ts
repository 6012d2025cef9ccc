import { useRecoilState } from "recoil";
import type { User } from "../services/user/user";
import { userState } from "./user-state";

/** The signed-in user (null until GET /user answers) and its setter. */
export function useUser(): [User | null, (user: User | null) => void] {
  return useRecoilState(userState);
}
