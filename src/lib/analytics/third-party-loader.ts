import {
  THIRD_PARTY_CONFIG_FILE,
  VENDOR_KEYS,
  VENDORS,
  parseThirdPartyConfig,
  scriptUrl,
  type ThirdPartyConfig,
  type VendorKey,
} from "../../../domain/third-party";
import type { Choices } from "../consent/consent";
import { onAnalyticsEvent } from "./track-event";
import { ADAPTERS, type VendorWindow } from "./vendor-adapters";

export interface WantedScript {
  key: VendorKey;
  src: string;
}

/** The scripts to load: configured at build, and their purpose accepted. */
export function wantedScripts(
  config: ThirdPartyConfig,
  choices: Choices | null,
): WantedScript[] {
  if (!choices) return [];
  return VENDOR_KEYS.filter(
    (key) => config.ids[key] && choices[VENDORS[key].purpose],
  ).map((key) => ({ key, src: scriptUrl(config, key) }));
}

let configPromise: Promise<ThirdPartyConfig> | null = null;

/**
 * The ids the build wrote to /third-party.json, fetched once and only after
 * a purpose was accepted; a failure means no third-party script (logged).
 */
export function loadThirdPartyConfig(
  fetcher: typeof fetch = fetch,
): Promise<ThirdPartyConfig> {
  configPromise ??= fetcher(`/${THIRD_PARTY_CONFIG_FILE}`)
    .then((response) => (response.ok ? response.json() : {}))
    .then(parseThirdPartyConfig)
    .catch((error: unknown) => {
      console.warn("Third-party configuration unavailable", error);
      return parseThirdPartyConfig({});
    });
  return configPromise;
}

const installed = new Set<VendorKey>();
const connected = new Set<VendorKey>();

const vendorWindow = () => window as unknown as VendorWindow;

/** Sets up the vendor's queue before its script runs; once per visit. */
export function prepareVendor(key: VendorKey, config: ThirdPartyConfig): void {
  const id = config.ids[key];
  if (!id || installed.has(key)) return;
  installed.add(key);
  try {
    ADAPTERS[key].install(id, vendorWindow());
  } catch (error) {
    console.warn(`Third-party script ${key} could not be set up`, error);
  }
}

/**
 * Once its script has loaded, the vendor receives our events: first those
 * tracked before (once), then each new one. Calling it again does nothing.
 */
export function connectVendor(key: VendorKey, config: ThirdPartyConfig): void {
  const id = config.ids[key];
  const listener = ADAPTERS[key].listener;
  if (!id || connected.has(key)) return;
  connected.add(key);
  if (listener)
    onAnalyticsEvent(listener(id, vendorWindow()), { replay: true });
}

/** SPEC §7: tracking failures are logged and ignored. */
export function scriptFailed(key: VendorKey): void {
  console.warn(`Third-party script ${key} failed to load; ignored`);
}

/**
 * A script cannot be taken back once it ran: when the visitor withdraws a
 * purpose whose script this page set up, the page must load again without it.
 */
export function needsReload(before: Choices | null, after: Choices): boolean {
  return [...installed].some(
    (key) => before?.[VENDORS[key].purpose] && !after[VENDORS[key].purpose],
  );
}

/** For tests. */
export function resetLoaderForTests(): void {
  installed.clear();
  connected.clear();
  configPromise = null;
}
