import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { USER_FAILURES } from "./user";

/**
 * GET /user-session/sso-login: where to send the browser to sign in; the
 * provider then returns to `returnTo` with the token and `tabNonce` in the
 * fragment.
 */
export async function ssoLoginUrl(
  returnTo: string,
  tabNonce: string,
): Promise<string> {
  if (isMockMode()) {
    const { MOCK_TOKEN } = await import("./mock-account");
    const back = new URL(returnTo);
    back.hash = new URLSearchParams({
      authToken: MOCK_TOKEN,
      tab_nonce: tabNonce,
    }).toString();
    return back.toString();
  }
  const query = new URLSearchParams({
    redirect_url: returnTo,
    tab_nonce: tabNonce,
  });
  const { redirect_url } = await apiRequest<{ redirect_url: string }>(
    `/user-session/sso-login?${query}`,
    { failure: USER_FAILURES.login },
  );
  return redirect_url;
}
