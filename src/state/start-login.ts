import { ssoLoginUrl } from "../services/user/sso-login";
import { newSignInTabNonce } from "./auth-tab-nonce";

/**
 * Sends the browser to the sign-in provider, which returns to this page
 * with the token and this tab's one-time value. When the API can't start a
 * sign-in (the provider is down: 503), resolves to the API's message for
 * the dialog to show; the browser stays. Else it never comes back.
 */
export async function startLogin(): Promise<string | undefined> {
  const here = new URL(window.location.href);
  here.hash = "";
  try {
    window.location.assign(
      await ssoLoginUrl(here.toString(), newSignInTabNonce()),
    );
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(message);
    return message;
  }
}
