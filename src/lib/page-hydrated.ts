/**
 * Resolves once the whole page has hydrated: HydratedMark, in the layout's
 * last boundary, sets `data-hydrated` on the root element then. Before, a
 * change of address would render the whole page while a boundary may still
 * wait for its code, and React would drop that boundary's server HTML and
 * render it again (React error #421).
 */
export function whenPageHydrated(): Promise<void> {
  const root = document.documentElement;
  const hydrated = () => root.dataset.hydrated === "true";
  if (hydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, {
      attributes: true,
      attributeFilter: ["data-hydrated"],
    });
  });
}
