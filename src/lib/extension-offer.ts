import type { ExtensionOffer } from "./extension-offer-types";

export type {
  ExtensionLabel,
  ExtensionOffer,
  ExtensionStore,
} from "./extension-offer-types";

type Family = "chrome" | "chromium" | "edge" | "other";

/** SPEC §1: the extension needs a version above these. */
const MINIMUM_ABOVE: Record<Exclude<Family, "other">, number> = {
  chrome: 80,
  chromium: 80,
  edge: 83,
};

const MOBILE = /Mobi|Android|iPhone|iPad|iPod|CriOS|EdgiOS|EdgA/;
// Browsers that say "Chrome/" in their user agent but are something else.
const CHROME_LOOKALIKES =
  /OPR\/|Opera|SamsungBrowser|YaBrowser|UCBrowser|Vivaldi/;

function detect(userAgent: string): { family: Family; version: number } {
  const edge = userAgent.match(/Edg(?:e|A|iOS)?\/(\d+)/);
  if (edge) return { family: "edge", version: Number(edge[1]) };
  if (CHROME_LOOKALIKES.test(userAgent)) return { family: "other", version: 0 };
  const chromium = userAgent.match(/Chromium\/(\d+)/);
  if (chromium) return { family: "chromium", version: Number(chromium[1]) };
  const chrome = userAgent.match(/(?:Chrome|CriOS)\/(\d+)/);
  if (chrome) return { family: "chrome", version: Number(chrome[1]) };
  return { family: "other", version: 0 };
}

/**
 * The extension call-to-action for a user agent (SPEC §1). Chrome or Chromium
 * offers 'add to default browser' and Edge 'add to Edge', when supported
 * (desktop, above the minimum version). The same browsers on a phone or in an
 * old version can only try the extension later, so they get 'try the
 * extension'; every other browser is invited to get it for Chrome.
 */
export function extensionOffer(userAgent: string): ExtensionOffer {
  const { family, version } = detect(userAgent);
  if (family === "other") {
    return { label: "getChrome", store: "default", supported: false };
  }
  const supported = !MOBILE.test(userAgent) && version > MINIMUM_ABOVE[family];
  if (!supported) {
    return { label: "tryExtension", store: "default", supported: false };
  }
  return family === "edge"
    ? { label: "addToEdge", store: "edge", supported }
    : { label: "addToDefault", store: "chrome", supported };
}
