import { useEffect } from "react";
import { atom, useRecoilCallback, useSetRecoilState } from "recoil";
import { readStorage } from "../lib/safe-storage";
import { AUTH_TOKEN_KEY } from "../services/api-config";
import { useAuthActions } from "./auth-actions";
import { acceptedToken, readSignInFragment } from "./auth-fragment";
import { takeSignInTabNonce } from "./auth-tab-nonce";
import { accountDialogState, authState, loginErrorState } from "./auth-state";
import { useLoadAccount } from "./use-load-account";

/** Whether this visit's session has started; pages remount the shell. */
const sessionStartedState = atom<boolean>({
  key: "sessionStarted",
  default: false,
});

/**
 * Starts the session once per visit (SPEC §4), then `onStart`: the token the
 * sign-in left in the address is taken out of it and stored when this tab
 * started that sign-in (auth-fragment.ts); a stored token
 * makes auth true; then GET /user decides, and a signed-in user's points are
 * fetched (use-load-account.ts). Why it runs inside the page: docs/decisions/0004-session-start.md.
 */
export function useSessionStart(onStart?: () => void): void {
  const { storeToken } = useAuthActions();
  const loadAccount = useLoadAccount();
  const setAuth = useSetRecoilState(authState);
  const setLoginError = useSetRecoilState(loginErrorState);
  const setDialog = useSetRecoilState(accountDialogState);
  const claimStart = useRecoilCallback(
    ({ snapshot, set }) =>
      () => {
        if (snapshot.getLoadable(sessionStartedState).getValue()) return false;
        set(sessionStartedState, true);
        return true;
      },
    [],
  );

  useEffect(() => {
    if (!claimStart()) return;
    onStart?.();
    const returned = readSignInFragment(window.location.hash);
    if (returned) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
      // Only this tab's own sign-in may replace the session.
      const token = acceptedToken(returned, takeSignInTabNonce());
      if (token) storeToken(token);
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
    // Signed in on the token's word until the server says otherwise.
    storeToken(token);
    void loadAccount();
  }, [
    claimStart,
    onStart,
    storeToken,
    loadAccount,
    setAuth,
    setLoginError,
    setDialog,
  ]);
}
