/** What the sign-in provider left in the address's fragment. */
export interface SignInReturn {
  token: string | null;
  error: string | null;
  /** The value the tab that started the sign-in kept (auth-tab-nonce.ts). */
  tabNonce: string | null;
}

/**
 * Reads `#authToken=…` or `#login_error=…` (with `tab_nonce=…`), the way
 * the API's sign-in returns to the site (README); null for any other fragment.
 */
export function readSignInFragment(hash: string): SignInReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has("authToken") && !params.has("login_error")) return null;
  return {
    token: params.get("authToken") || null,
    error: params.get("login_error") || null,
    tabNonce: params.get("tab_nonce") || null,
  };
}

/**
 * The returned token, only when it carries the value this tab kept when it
 * started signing in. Anything else (a link with someone's token: session
 * fixation) is dropped and the current session kept.
 */
export function acceptedToken(
  returned: SignInReturn,
  expectedNonce: string | null,
): string | null {
  if (!returned.token || !expectedNonce) return null;
  return returned.tabNonce === expectedNonce ? returned.token : null;
}

/** The login dialog's message for `#login_error=…`. */
export function loginErrorKey(
  error: string,
): "account.loginCancelled" | "account.loginFailed" {
  return error === "cancelled"
    ? "account.loginCancelled"
    : "account.loginFailed";
}
