import { useEffect, useState } from "react";
import { extensionStoreUrl } from "../../lib/extension-links";
import {
  extensionOffer,
  UNKNOWN_BROWSER_OFFER,
  type ExtensionOffer,
} from "../../lib/extension-offer";

export interface ExtensionCall extends ExtensionOffer {
  /** The store page when this browser can install and a link is configured. */
  storeUrl: string | null;
}

/**
 * This browser's extension offer. The built page knows no browser, so the
 * neutral offer shows until the page runs in one.
 */
export function useExtensionOffer(): ExtensionCall {
  const [offer, setOffer] = useState<ExtensionOffer>(UNKNOWN_BROWSER_OFFER);
  useEffect(() => setOffer(extensionOffer(window.navigator.userAgent)), []);
  return {
    ...offer,
    storeUrl: offer.supported ? extensionStoreUrl(offer.store) : null,
  };
}
