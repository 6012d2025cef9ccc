import { useEffect } from "react";

/**
 * Marks the page interactive once the whole shell has hydrated (the last
 * boundary of the layout); end-to-end tests and the bench wait for it.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
