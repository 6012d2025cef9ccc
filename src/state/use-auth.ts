import { useRecoilValue } from "recoil";
import { authState } from "./auth-state";

/** Signed in? `null` while the session is still starting (SPEC §4). */
export function useAuthStatus(): boolean | null {
  return useRecoilValue(authState);
}

/** Signed in for sure: false while unknown, as the header shows it. */
export function useSignedIn(): boolean {
  return useAuthStatus() === true;
}
