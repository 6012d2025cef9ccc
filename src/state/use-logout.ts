import { useCallback } from "react";
import { logOut } from "../services/user/log-out";
import { useAuthActions } from "./auth-actions";

/**
 * Logs out: the token goes even when the server can't be told (SPEC §8).
 * With a provider that ends its own session too, the browser then goes
 * there, so the next person at this computer is asked to sign in.
 */
export function useLogout(): () => Promise<void> {
  const { clearSession } = useAuthActions();
  return useCallback(async () => {
    let endSessionUrl: string | undefined;
    try {
      endSessionUrl = await logOut();
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
    } finally {
      clearSession();
    }
    if (endSessionUrl) window.location.assign(endSessionUrl);
  }, [clearSession]);
}
