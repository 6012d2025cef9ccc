/**
 * The site's version, carried by analytics events (SPEC §7). A build can set
 * GATSBY_SITE_VERSION (e.g. the commit); otherwise package.json's version.
 */
export const SITE_VERSION = process.env.GATSBY_SITE_VERSION || "0.1.0";
