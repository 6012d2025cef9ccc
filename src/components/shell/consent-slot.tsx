import { useEffect, useState, type ComponentType } from "react";

/** The consent banner and the scripts it allows: their own chunk, after hydration. */
export const loadConsent = () => import("../consent/consent-mount");

/**
 * In the layout's last boundary: once the page has hydrated, the consent
 * code loads (docs/decisions/0008-hydration-in-slices.md), so no page's
 * first load carries it.
 */
export function ConsentSlot() {
  const [Mount, setMount] = useState<ComponentType | null>(null);
  useEffect(() => {
    void loadConsent().then((chunk) => setMount(() => chunk.ConsentMount));
  }, []);
  return Mount && <Mount />;
}
