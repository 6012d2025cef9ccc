// The extension offer's shapes and its neutral value, apart from the
// user-agent rules (extension-offer.ts), which load after the page.

export type ExtensionStore = "chrome" | "edge" | "default";

/** Keys in the common namespace, under `extension`. */
export type ExtensionLabel =
  "addToDefault" | "addToEdge" | "getChrome" | "tryExtension";

export interface ExtensionOffer {
  label: ExtensionLabel;
  store: ExtensionStore;
  /** True when this browser can install the extension now (SPEC §1). */
  supported: boolean;
}

/** Before the browser is known (the page as built): the neutral offer. */
export const UNKNOWN_BROWSER_OFFER: ExtensionOffer = {
  label: "getChrome",
  store: "default",
  supported: false,
};
