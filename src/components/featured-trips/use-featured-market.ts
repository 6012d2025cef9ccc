import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { isMarket, type Market } from "../../../domain/content/markets";
import {
  readSessionStorage,
  writeSessionStorage,
} from "../../lib/safe-storage";

const STORAGE_KEY = "featuredTripsMarket";

/**
 * The market whose trips are shown: the visitor's own choice during this
 * visit, else the nearer one by time zone (no location prompt). Read after
 * mount so the built HTML (toronto) and the first render agree; the time
 * zone rules load then, and never override a choice made meanwhile.
 */
export function useFeaturedMarket(): [Market, (market: Market) => void] {
  const [market, setMarket] = useState<Market>("toronto");
  const chosenHere = useRef(false);
  useEffect(() => {
    const chosen = readSessionStorage(STORAGE_KEY);
    if (isMarket(chosen)) {
      startTransition(() => setMarket(chosen));
      return;
    }
    let mounted = true;
    import("../../lib/featured-market")
      .then(({ browserMarket }) => {
        if (mounted && !chosenHere.current) {
          startTransition(() => setMarket(browserMarket()));
        }
      })
      // Offline or a failed chunk: the default market stays.
      .catch(() => {});
    return () => {
      mounted = false;
    };
  }, []);
  const choose = useCallback((next: Market) => {
    chosenHere.current = true;
    setMarket(next);
    writeSessionStorage(STORAGE_KEY, next);
  }, []);
  return [market, choose];
}
