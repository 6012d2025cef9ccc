import { CONSENT_KEY, POLICY_VERSION } from "../domain/consent/consent-record";

/**
 * Runs in every page's head, before the first paint: marks
 * `<html data-consent-ask>` unless a choice of this policy version is
 * stored, and only then does the consent banner the build rendered into the
 * page show (consent-banner.module.css). So a first visit sees it with the
 * page's first paint, a returning visitor never sees it, and a browser
 * without scripts, where its buttons could do nothing, never shows it. It
 * decides only the first paint; the banner's code reads the choice once it
 * has loaded (src/lib/consent/consent.ts).
 */
export const CONSENT_ASK_SCRIPT =
  `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));` +
  `if(c&&c.version===${POLICY_VERSION})return}catch(e){}` +
  `document.documentElement.setAttribute("data-consent-ask","")})()`;
