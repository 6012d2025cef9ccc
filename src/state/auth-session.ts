import { useEffect } from "react";
import { useSetRecoilState } from "recoil";
import { readStorage } from "../lib/safe-storage";
import { ApiRequestError } from "../services/api-client";
import { AUTH_TOKEN_KEY } from "../services/api-config";
import { fetchPoints } from "../services/points/fetch-points";
import { fetchUser } from "../services/user/fetch-user";
import { useAuthActions } from "./auth-actions";
import { readSignInFragment } from "./auth-fragment";
import { accountDialogState, authState, loginErrorState } from "./auth-state";
import { pointsState } from "./points-state";
import { userState } from "./user-state";

let started = false;

/**
 * The session at start (SPEC §4), once per visit (pages remount the header): the token the sign-in left
 * in the address is stored and taken out of it; a stored token makes auth
 * true; then GET /user decides, and a signed-in user's points are fetched.
 * Runs after hydration, so the built page and the first render agree. Not
 * aborted on unmount: the answer belongs to the visit, not to the page.
 */
export function useAuthSession(): void {
  const { storeToken, clearSession } = useAuthActions();
  const setAuth = useSetRecoilState(authState);
  const setUser = useSetRecoilState(userState);
  const setPoints = useSetRecoilState(pointsState);
  const setLoginError = useSetRecoilState(loginErrorState);
  const setDialog = useSetRecoilState(accountDialogState);

  useEffect(() => {
    if (started) return;
    started = true;
    const returned = readSignInFragment(window.location.hash);
    if (returned) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
      if (returned.token) storeToken(returned.token);
      if (returned.error) {
        setLoginError(returned.error);
        setDialog("login");
      }
    }

    const token = readStorage(AUTH_TOKEN_KEY);
    // No token, no session to ask about (and no 401 in the console).
    if (!token) {
      setAuth(false);
      return;
    }
    storeToken(token);
    fetchUser()
      .then((user) => {
        if (!user.id) throw new ApiRequestError("Failed to fetch user", 401);
        setUser(user);
        setAuth(true);
        // 'Failed to fetch points' is ignored silently (SPEC §8).
        fetchPoints().then(setPoints, () => undefined);
      })
      .catch((error: unknown) => {
        // A refused token is dropped; an unreachable API keeps it for the
        // next visit, but this page carries on signed out.
        if (error instanceof ApiRequestError && error.status === 401) {
          clearSession();
        } else {
          setAuth(false);
        }
      });
  }, [
    storeToken,
    clearSession,
    setAuth,
    setUser,
    setPoints,
    setLoginError,
    setDialog,
  ]);
}
