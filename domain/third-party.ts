// The third-party scripts of SPEC §1 and §7: which purpose each serves, the
// build variable that turns it on, where its script comes from and which
// origins it talks to. Shared by the build (which writes the configuration),
// the site (which loads the scripts after consent) and the server (its CSP).

export type ThirdPartyPurpose = "measurement" | "heatmap" | "advertising";

export type VendorKey = "ga" | "hotjar" | "comscore" | "meta" | "tiktok";

interface VendorInfo {
  purpose: ThirdPartyPurpose;
  /** The build variable holding the vendor's id. */
  env: string;
  /** The script's address on the vendor's own host. */
  path: (id: string) => string;
  scriptOrigin: string;
  /** Origins its script sends data to (connect-src and img-src). */
  dataOrigins: readonly string[];
}

export const VENDORS: Record<VendorKey, VendorInfo> = {
  ga: {
    purpose: "measurement",
    env: "GATSBY_GA_MEASUREMENT_ID",
    path: (id) => `/gtag/js?id=${id}`,
    scriptOrigin: "https://www.googletagmanager.com",
    dataOrigins: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
  },
  comscore: {
    purpose: "measurement",
    env: "GATSBY_COMSCORE_ID",
    path: (id) => `/cs/${id}/beacon.js`,
    scriptOrigin: "https://sb.scorecardresearch.com",
    dataOrigins: ["https://sb.scorecardresearch.com"],
  },
  hotjar: {
    purpose: "heatmap",
    env: "GATSBY_HOTJAR_ID",
    path: (id) => `/c/hotjar-${id}.js?sv=6`,
    scriptOrigin: "https://static.hotjar.com",
    dataOrigins: [
      "https://*.hotjar.com",
      "https://*.hotjar.io",
      "wss://*.hotjar.com",
    ],
  },
  meta: {
    purpose: "advertising",
    env: "GATSBY_META_PIXEL_ID",
    path: () => "/en_US/fbevents.js",
    scriptOrigin: "https://connect.facebook.net",
    dataOrigins: ["https://www.facebook.com"],
  },
  tiktok: {
    purpose: "advertising",
    env: "GATSBY_TIKTOK_PIXEL_ID",
    path: (id) => `/i18n/pixel/events.js?sdkid=${id}&lib=ttq`,
    scriptOrigin: "https://analytics.tiktok.com",
    dataOrigins: ["https://analytics.tiktok.com"],
  },
};

export const VENDOR_KEYS = Object.keys(VENDORS) as VendorKey[];

/**
 * Serves every vendor's script from this origin instead (a first-party proxy,
 * or the stand-in host of the end-to-end test).
 */
export const SCRIPT_ORIGIN_ENV = "GATSBY_THIRD_PARTY_SCRIPT_ORIGIN";

/** Written by the build to public/, read by the site after consent. */
export const THIRD_PARTY_CONFIG_FILE = "third-party.json";

/** The error reporter's DSN (SPEC §8), from either build variable. */
export const ERROR_REPORTING_ENV = ["SENTRY_DSN", "GATSBY_SENTRY_DSN"] as const;

export interface ThirdPartyConfig {
  ids: Partial<Record<VendorKey, string>>;
  scriptOrigin?: string;
  /** Error reporting (measurement consent; its replay, heat-map consent). */
  errorReportingDsn?: string;
}

// Ids go into URLs and inline calls: letters, digits, "-" and "_" only.
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function origin(value: unknown): string | undefined {
  if (typeof value !== "string" || !value) return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Sentry DSN, https://<public key>@<host>/<project id>; plain http only to
 * this machine (a stand-in ingest). Anything else is left out.
 */
export function parseDsn(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value.trim());
    const local = /^(127\.0\.0\.1|localhost|\[::1\])$/.test(url.hostname);
    const secure =
      url.protocol === "https:" || (url.protocol === "http:" && local);
    const valid =
      secure &&
      /^[A-Za-z0-9]{1,64}$/.test(url.username) &&
      !url.password &&
      /^\/([\w.-]+\/)*\d{1,20}$/.test(url.pathname) &&
      !url.search &&
      !url.hash;
    return valid ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A configuration read from anywhere: bad or unknown entries are left out. */
export function parseThirdPartyConfig(value: unknown): ThirdPartyConfig {
  const config: ThirdPartyConfig = { ids: {} };
  if (typeof value !== "object" || value === null) return config;
  const { ids, scriptOrigin, errorReportingDsn } = value as Record<
    string,
    unknown
  >;
  if (typeof ids === "object" && ids !== null) {
    for (const key of VENDOR_KEYS) {
      const id = (ids as Record<string, unknown>)[key];
      if (typeof id === "string" && ID.test(id)) config.ids[key] = id;
    }
  }
  const checked = origin(scriptOrigin);
  if (checked) config.scriptOrigin = checked;
  const dsn = parseDsn(errorReportingDsn);
  if (dsn) config.errorReportingDsn = dsn;
  return config;
}

/** The configuration the build variables describe. */
export function thirdPartyConfigFromEnv(
  env: Record<string, string | undefined>,
): ThirdPartyConfig {
  const ids: Record<string, string | undefined> = {};
  for (const key of VENDOR_KEYS) ids[key] = env[VENDORS[key].env]?.trim();
  return parseThirdPartyConfig({
    ids,
    scriptOrigin: env[SCRIPT_ORIGIN_ENV],
    errorReportingDsn: ERROR_REPORTING_ENV.map((name) => env[name]).find(
      Boolean,
    ),
  });
}

export function scriptUrl(config: ThirdPartyConfig, key: VendorKey): string {
  const vendor = VENDORS[key];
  const id = config.ids[key] ?? "";
  return (config.scriptOrigin ?? vendor.scriptOrigin) + vendor.path(id);
}

/**
 * What the Content-Security-Policy must allow for the configured scripts;
 * the error reporter is bundled with the site, so only its ingest is added.
 */
export function thirdPartyCspSources(config: ThirdPartyConfig): {
  script: string[];
  data: string[];
} {
  const script = new Set<string>();
  const data = new Set<string>();
  if (config.errorReportingDsn) {
    data.add(new URL(config.errorReportingDsn).origin);
  }
  for (const key of VENDOR_KEYS) {
    if (!config.ids[key]) continue;
    const vendor = VENDORS[key];
    script.add(config.scriptOrigin ?? vendor.scriptOrigin);
    if (config.scriptOrigin) data.add(config.scriptOrigin);
    else for (const source of vendor.dataOrigins) data.add(source);
  }
  return { script: [...script], data: [...data] };
}
