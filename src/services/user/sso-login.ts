import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { USER_FAILURES } from "./user";

/**
 * GET /user-session/sso-login: where to send the browser to sign in; the
 * provider then returns to `returnTo` with the token in the fragment.
 */
export async function ssoLoginUrl(returnTo: string): Promise<string> {
  if (isMockMode()) {
    const { MOCK_TOKEN } = await import("./mock-account");
    const back = new URL(returnTo);
    back.hash = `authToken=${MOCK_TOKEN}`;
    return back.toString();
  }
  const { redirect_url } = await apiRequest<{ redirect_url: string }>(
    `/user-session/sso-login?redirect_url=${encodeURIComponent(returnTo)}`,
    { failure: USER_FAILURES.login },
  );
  return redirect_url;
}
