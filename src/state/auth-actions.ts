import { useCallback } from "react";
import { useRecoilCallback } from "recoil";
import { removeStorage, writeStorage } from "../lib/safe-storage";
import { AUTH_TOKEN_KEY } from "../services/api-config";
import { logOut } from "../services/user/log-out";
import { ssoLoginUrl } from "../services/user/sso-login";
import { authState, authTokenState } from "./auth-state";
import { pendingPointsState, pointsState } from "./points-state";
import { userState } from "./user-state";

/** Storing, clearing and ending the session (SPEC §4). */
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
        reset(pointsState);
        reset(pendingPointsState);
      },
    [],
  );

  /** The token goes even when the server can't be told (SPEC §8). */
  const logout = useCallback(async () => {
    try {
      await logOut();
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
    } finally {
      clearSession();
    }
  }, [clearSession]);

  return { storeToken, clearSession, logout };
}

/**
 * Sends the browser to the sign-in provider, which returns to this page. A
 * failure ('Failed to redirect to login.') is only logged (SPEC §8).
 */
export async function startLogin(): Promise<void> {
  const here = new URL(window.location.href);
  here.hash = "";
  try {
    window.location.assign(await ssoLoginUrl(here.toString()));
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
  }
}
