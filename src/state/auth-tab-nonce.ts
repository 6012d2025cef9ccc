import {
  readSessionStorage,
  removeSessionStorage,
  writeSessionStorage,
} from "../lib/safe-storage";

/** sessionStorage: this tab's, kept across the trip to the provider and back. */
const TAB_NONCE_KEY = "signInTabNonce";

/**
 * A one-time value for the sign-in this tab starts. The API hands it back
 * beside the token (`#authToken=…&tab_nonce=…`), so the site can tell its
 * own sign-in's return from a link carrying someone else's token.
 */
export function newSignInTabNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const nonce = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  writeSessionStorage(TAB_NONCE_KEY, nonce);
  return nonce;
}

/** The value this tab's sign-in is waiting for, removed: it serves once. */
export function takeSignInTabNonce(): string | null {
  const nonce = readSessionStorage(TAB_NONCE_KEY);
  removeSessionStorage(TAB_NONCE_KEY);
  return nonce;
}
