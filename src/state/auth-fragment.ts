/** What the sign-in provider left in the address's fragment. */
export interface SignInReturn {
  token: string | null;
  error: string | null;
}

/**
 * Reads `#authToken=…` or `#login_error=…`, the way the API's sign-in
 * returns to the site (README); null for any other fragment.
 */
export function readSignInFragment(hash: string): SignInReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has("authToken") && !params.has("login_error")) return null;
  return {
    token: params.get("authToken") || null,
    error: params.get("login_error") || null,
  };
}
