import { useCallback } from "react";
import { useRecoilState } from "recoil";
import { accountDialogState, loginErrorState } from "./auth-state";

/** The account dialog that is open, wherever it was asked for. */
export function useAccountDialog() {
  const [dialog, setDialog] = useRecoilState(accountDialogState);
  const closeDialog = useCallback(() => setDialog(null), [setDialog]);
  return { dialog, openDialog: setDialog, closeDialog };
}

/** Why the last sign-in came back without a token, until the dialog closes. */
export function useLoginError(): [string | null, () => void] {
  const [error, setError] = useRecoilState(loginErrorState);
  return [error, useCallback(() => setError(null), [setError])];
}
