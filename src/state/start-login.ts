import { ssoLoginUrl } from "../services/user/sso-login";

/**
 * Sends the browser to the sign-in provider, which returns to this page. A
 * failure ('Failed to redirect to login.') is only logged (SPEC §8).
 */
export async function startLogin(): Promise<void> {
  const here = new URL(window.location.href);
  here.hash = "";
  try {
    window.location.assign(await ssoLoginUrl(here.toString()));
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
  }
}
