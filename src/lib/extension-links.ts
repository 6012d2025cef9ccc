import type { ExtensionStore } from "./extension-offer-types";

/**
 * The extension's store pages, from build configuration (README). Each name
 * is spelled out so Gatsby can inline it into the browser bundle. Unset, the
 * call-to-action leads to /browser-extension, which explains the extension.
 */
export function extensionStoreUrl(store: ExtensionStore): string | null {
  const urls: Record<ExtensionStore, string | undefined> = {
    chrome: process.env.GATSBY_EXTENSION_URL_CHROME,
    edge: process.env.GATSBY_EXTENSION_URL_EDGE,
    default: process.env.GATSBY_EXTENSION_URL_DEFAULT,
  };
  const url = urls[store]?.trim();
  return url && /^https:\/\//.test(url) ? url : null;
}
