import type { SearchSessionAnswer } from "../../domain/offers/search-session-contract";
import { EARLY_SEARCH_GLOBAL } from "../../domain/offers/early-search";
// Its type alone: the app's search code stays out of this inline script.
import type { EarlySearch } from "../services/search/early-search";
import {
  EARLY_OFFERS_SLOT_ID,
  writeEarlyOffers,
  type EarlyOfferWords,
} from "./early-offers";

/**
 * Writes the early search's first offers into /search's slot once they and
 * the slot are there, unless the app's screen came first.
 */
export function showEarlyOffers(): void {
  const early: EarlySearch | undefined = window[EARLY_SEARCH_GLOBAL];
  if (!early) return;
  const write = (answer: SearchSessionAnswer) => {
    const slot = document.getElementById(EARLY_OFFERS_SLOT_ID);
    // The slot comes last in the screen: anything before it is the app's
    // own screen, which shows the offers itself.
    if (!slot || slot.previousElementSibling || !slot.dataset.words) return;
    writeEarlyOffers(
      slot,
      answer,
      JSON.parse(slot.dataset.words) as EarlyOfferWords,
    );
  };
  early.answer
    .then((answer) => {
      if (document.readyState !== "loading") write(answer);
      else
        document.addEventListener("DOMContentLoaded", () => write(answer), {
          once: true,
        });
    })
    // The app meets the same failure and says it.
    .catch(() => {});
}
