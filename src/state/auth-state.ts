import { atom } from "recoil";

/** Signed in? `null` while unknown, as at load (SPEC §4). */
export const authState = atom<boolean | null>({
  key: "auth",
  default: null,
});

/** The session token; localStorage `authToken` holds it across visits. */
export const authTokenState = atom<string | null>({
  key: "authToken",
  default: null,
});

/** Which account dialog is open, wherever it was asked for. */
export type AccountDialog = "login" | "manage" | null;

export const accountDialogState = atom<AccountDialog>({
  key: "accountDialog",
  default: null,
});

/** Why the last sign-in came back without a token (`#login_error=…`). */
export const loginErrorState = atom<string | null>({
  key: "loginError",
  default: null,
});
