/** Where the browser keeps a visitor's consent choice (localStorage). */
export const CONSENT_KEY = "consent";

/**
 * Raise it when the privacy policy changes what a purpose covers: every
 * stored choice of an older version is then asked again.
 */
export const POLICY_VERSION = 1;
