import { useCallback } from "react";
import { logOut } from "../services/user/log-out";
import { useAuthActions } from "./auth-actions";

/** Logs out: the token goes even when the server can't be told (SPEC §8). */
export function useLogout(): () => Promise<void> {
  const { clearSession } = useAuthActions();
  return useCallback(async () => {
    try {
      await logOut();
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
    } finally {
      clearSession();
    }
  }, [clearSession]);
}
