import type { SearchSessionAnswer } from "../../domain/offers/search-session-contract";
import { formatPrice } from "../../domain/money/format-price";
import { intlLocale } from "../../domain/languages";
import { choicesFor, type Choice } from "../lib/offers/choices";
import {
  dayOffset,
  formatDuration,
  localTime,
  sliceArrival,
  sliceDeparture,
} from "../lib/offers/offer-facts";
import { sortChoices } from "../lib/offers/sort-choices";

/** The id of /search's element the early offers are written into. */
export const EARLY_OFFERS_SLOT_ID = "early-offers";

/** As many as a phone's first screen holds: the app shows the rest. */
export const EARLY_OFFERS_SHOWN = 3;

/** The `elementtiming` name of the first early offer's price. */
export const EARLY_OFFER_TIMING = "early-offer";

/**
 * The words the offers are written with, in the page's language: written
 * into the slot at build by the page itself (src/components/results/
 * early-offers-slot.tsx), so this code carries no locale.
 */
export interface EarlyOfferWords {
  language: string;
  /** Before a round trip's outbound price ("from"). */
  from: string;
  nonstop: string;
  /** "1 stop", "2 stops", …: index 0 is one stop. */
  stops: string[];
  /** "+1 day", "+2 days": index 0 is one day later. */
  nextDay: string[];
}

const element = (tag: string, text?: string) => {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
};

function card(
  choice: Choice,
  roundTrip: boolean,
  words: EarlyOfferWords,
  first: boolean,
): HTMLElement {
  const { slice } = choice;
  const departs = sliceDeparture(slice);
  const arrives = sliceArrival(slice);
  const later = dayOffset(departs, arrives);
  const segments = slice.segments;

  const times = element("p");
  times.setAttribute("data-times", "");
  times.append(
    element("strong", localTime(departs)),
    ` ${segments[0]!.from.iata} → `,
    element("strong", localTime(arrives)),
  );
  if (later > 0 && words.nextDay[later - 1]) {
    times.append(element("sup", words.nextDay[later - 1]));
  }
  times.append(` ${segments[segments.length - 1]!.to.iata}`);

  const stops =
    choice.stops === 0 ? words.nonstop : words.stops[choice.stops - 1];
  const facts = element(
    "p",
    [formatDuration(slice.duration_minutes), stops].filter(Boolean).join(" · "),
  );
  facts.setAttribute("data-facts", "");

  // A block of its own: Element Timing reports a text's paint for the
  // block that holds it, not for an inline element inside a larger one.
  const price = element(
    "span",
    formatPrice(choice.priceCents, intlLocale(words.language)),
  );
  price.setAttribute("data-price", "");
  if (first) price.setAttribute("elementtiming", EARLY_OFFER_TIMING);
  const priceBox = element("p");
  priceBox.setAttribute("data-price-box", "");
  if (roundTrip) {
    const note = element("span", words.from);
    note.setAttribute("data-price-note", "");
    priceBox.append(note);
  }
  priceBox.append(price);

  const item = element("li");
  const carriers = element(
    "p",
    choice.carriers.map((carrier) => carrier.name).join(" + "),
  );
  carriers.setAttribute("data-carriers", "");
  item.append(carriers, times, facts, priceBox);
  return item;
}

/**
 * Writes the first offers the results will list (the first step's rows in
 * their default order, "best") into the slot; returns how many. Text only,
 * no markup from the answer.
 */
export function writeEarlyOffers(
  slot: HTMLElement,
  answer: SearchSessionAnswer,
  words: EarlyOfferWords,
): number {
  const roundTrip = Boolean(answer.trip.arrivalDate);
  const shown = sortChoices(choicesFor(answer.offers, 1), "best").slice(
    0,
    EARLY_OFFERS_SHOWN,
  );
  if (shown.length === 0) return 0;
  const list = element("ul");
  shown.forEach((choice, index) =>
    list.append(card(choice, roundTrip, words, index === 0)),
  );
  slot.replaceChildren(list);
  return shown.length;
}
