import { useEffect, useState } from "react";
import { extensionStoreUrl } from "../../lib/extension-links";
import {
  UNKNOWN_BROWSER_OFFER,
  type ExtensionOffer,
} from "../../lib/extension-offer-types";

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
  useEffect(() => {
    // The user-agent rules load after the page, with no effect on its first load.
    let current = true;
    void import("../../lib/extension-offer").then(({ extensionOffer }) => {
      if (current) setOffer(extensionOffer(window.navigator.userAgent));
    });
    return () => {
      current = false;
    };
  }, []);
  return {
    ...offer,
    storeUrl: offer.supported ? extensionStoreUrl(offer.store) : null,
  };
}
