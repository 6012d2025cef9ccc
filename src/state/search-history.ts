import { atomFamily, type AtomEffect } from "recoil";
import { parseHistory } from "../lib/search-history";
import { readStorage, removeStorage, writeStorage } from "../lib/safe-storage";

export type HistoryList = "departureHistory" | "arrivalHistory";

/** Keeps a list in localStorage under its own name (SPEC §3); an empty list removes the key. */
const storedHistory =
  (key: HistoryList): AtomEffect<string[]> =>
  ({ setSelf, onSet, trigger }) => {
    if (trigger === "get") setSelf(parseHistory(readStorage(key)));
    onSet((codes) => {
      if (codes.length === 0) removeStorage(key);
      else writeStorage(key, JSON.stringify(codes));
    });
  };

/** Recent airport codes, newest first (SPEC §4). */
export const searchHistoryState = atomFamily<string[], HistoryList>({
  key: "searchHistory",
  default: [],
  effects: (key) => [storedHistory(key)],
});
