import { useRecoilCallback } from "recoil";
import { removeStorage, writeStorage } from "../lib/safe-storage";
import { AUTH_TOKEN_KEY } from "../services/api-config";
import { authState, authTokenState } from "./auth-state";
import {
  balanceLoadState,
  pendingPointsState,
  spentPointsState,
  pointsState,
} from "./points-state";
import { accountLoadState, userState } from "./user-state";

/**
 * Storing and clearing the session (SPEC §4). Ending it (use-logout.ts) and
 * starting a sign-in (start-login.ts) live apart, with the code they call,
 * so the page's first load does not carry them.
 */
export function useAuthActions() {
  /** Auth becomes whether the token is truthy; the token is saved. */
  const storeToken = useRecoilCallback(
    ({ set }) =>
      (token: string | null) => {
        if (token) writeStorage(AUTH_TOKEN_KEY, token);
        else removeStorage(AUTH_TOKEN_KEY);
        set(authTokenState, token || null);
        set(authState, Boolean(token));
      },
    [],
  );

  const clearSession = useRecoilCallback(
    ({ reset, set }) =>
      () => {
        removeStorage(AUTH_TOKEN_KEY);
        set(authTokenState, null);
        set(authState, false);
        reset(userState);
        reset(accountLoadState);
        reset(balanceLoadState);
        reset(pointsState);
        reset(pendingPointsState);
        reset(spentPointsState);
      },
    [],
  );

  return { storeToken, clearSession };
}
