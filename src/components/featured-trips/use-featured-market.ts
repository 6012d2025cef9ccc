import { startTransition, useCallback, useEffect, useState } from "react";
import type { Market } from "../../../domain/content/markets";
import { isMarket, marketForTimeZone } from "../../lib/featured-market";
import {
  readSessionStorage,
  writeSessionStorage,
} from "../../lib/safe-storage";

const STORAGE_KEY = "featuredTripsMarket";

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The market whose trips are shown: the visitor's own choice during this
 * visit, else the nearer one by time zone (no location prompt). Read after
 * mount so the built HTML (toronto) and the first render agree.
 */
export function useFeaturedMarket(): [Market, (market: Market) => void] {
  const [market, setMarket] = useState<Market>("toronto");
  useEffect(() => {
    const chosen = readSessionStorage(STORAGE_KEY);
    const market = isMarket(chosen)
      ? chosen
      : marketForTimeZone(browserTimeZone());
    startTransition(() => setMarket(market));
  }, []);
  const choose = useCallback((next: Market) => {
    setMarket(next);
    writeSessionStorage(STORAGE_KEY, next);
  }, []);
  return [market, choose];
}
