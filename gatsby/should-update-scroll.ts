import type { GatsbyBrowser } from "gatsby";

/** Back/forward restores the saved position; a hash scrolls to its anchor; anything else starts at the top. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  getSavedScrollPosition,
}) => {
  const location = routerProps.location;
  const saved = getSavedScrollPosition(location);
  if (saved) return saved as [number, number];
  if (location.hash) return decodeURIComponent(location.hash.slice(1));
  return [0, 0];
};
