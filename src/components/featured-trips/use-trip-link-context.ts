import { startTransition, useEffect, useState } from "react";
import type { TripLinkContext } from "../../lib/featured-trip-link";
import { readAddressQuery } from "../../lib/address-query";

/**
 * Today and the page address's campaign and search type, known only in the
 * browser: the HTML is built days ahead, so dates must not be baked into it.
 * `searchType` set by the page (the partner page) wins over the address.
 */
export function useTripLinkContext(searchType?: "verto"): TripLinkContext {
  const [context, setContext] = useState<TripLinkContext>({ searchType });
  useEffect(() => {
    const today = new Date();
    let mounted = true;
    void readAddressQuery(window.location.search, today)
      // A query the reader cannot load carries nothing: the links still work.
      .catch(() => ({}) as Awaited<ReturnType<typeof readAddressQuery>>)
      .then((query) => {
        if (!mounted) return;
        // A transition: the cards render again in slices, not one long task.
        startTransition(() =>
          setContext({
            today,
            campaign: query.campaign,
            searchType: searchType ?? query.searchType,
          }),
        );
      });
    return () => {
      mounted = false;
    };
  }, [searchType]);
  return context;
}
