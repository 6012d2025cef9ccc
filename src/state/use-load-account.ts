import { useRecoilCallback } from "recoil";
import { useAuthActions } from "./auth-actions";
import {
  balanceLoadState,
  pendingPointsState,
  spentPointsState,
  pointsState,
} from "./points-state";
import { accountLoadState, userState } from "./user-state";

/**
 * Loads the signed-in traveller's account and points (SPEC §4), at the start
 * of a visit and again from a "Try again" button. A refused token ends the
 * session; an API that fails or can't be reached keeps the traveller signed
 * in, with the account marked as not loaded.
 */
export function useLoadAccount(): () => Promise<void> {
  const { clearSession } = useAuthActions();
  return useRecoilCallback(
    ({ set }) =>
      async () => {
        set(accountLoadState, "loading");
        set(balanceLoadState, "loading");
        const failed = () => {
          set(accountLoadState, "failed");
          set(balanceLoadState, "failed");
        };
        try {
          // The requests' code loads only when there is a token to ask about.
          const { resumeSession } = await import("./resume-session");
          await resumeSession({
            signedIn: (user) => {
              set(userState, user);
              set(accountLoadState, "loaded");
            },
            points: ({ points, pending, spent }) => {
              set(pointsState, points);
              set(pendingPointsState, pending);
              set(spentPointsState, spent);
              set(balanceLoadState, "loaded");
            },
            pointsFailed: () => set(balanceLoadState, "failed"),
            refused: clearSession,
            unreachable: failed,
          });
        } catch {
          failed();
        }
      },
    [clearSession],
  );
}
