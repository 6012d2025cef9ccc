import type { SearchSessionAnswer } from "../../domain/offers/search-session-contract";
import { formatPrice } from "../../domain/money/format-price";
import { choicesFor } from "../lib/offers/choices";
import { AC, offerOf, sliceOf, WS } from "../lib/offers/offer-fixture";
import { sortChoices } from "../lib/offers/sort-choices";
import {
  EARLY_OFFER_TIMING,
  writeEarlyOffers,
  type EarlyOfferWords,
} from "./early-offers";

const EN: EarlyOfferWords = {
  language: "en",
  from: "from",
  nonstop: "Nonstop",
  stops: ["1 stop", "2 stops", "3 stops", "4 stops"],
  nextDay: ["+1 day", "+2 days", "+3 days", "+4 days"],
};
const FR: EarlyOfferWords = {
  language: "fr",
  from: "à partir de",
  nonstop: "Sans escale",
  stops: ["1 escale", "2 escales", "3 escales", "4 escales"],
  nextDay: ["+1 j", "+2 j", "+3 j", "+4 j"],
};

const back = sliceOf({
  id: "back",
  departs: "2030-03-21T08:00",
  arrives: "2030-03-21T15:40",
  minutes: 280,
});
// Five outbound flights; "best" weighs price 60 %, duration 40 %, so the
// order is neither the cheapest first nor the shortest first.
const outbound = [
  { id: "slow-cheap", minutes: 900, cents: 40_000, via: ["YYC", "YWG"] },
  { id: "fast-dear", minutes: 280, cents: 90_000 },
  { id: "middle", minutes: 330, cents: 52_000 },
  { id: "overnight", minutes: 490, cents: 48_000, via: ["YYC"], late: true },
  { id: "second-middle", minutes: 340, cents: 53_000, carrier: WS },
];
const offers = outbound.map((flight) =>
  offerOf(flight.id, flight.cents, [
    sliceOf({
      id: flight.id,
      departs: "2030-03-14T19:00",
      arrives: flight.late ? "2030-03-15T00:10" : "2030-03-14T22:00",
      minutes: flight.minutes,
      carrier: flight.carrier ?? AC,
      via: flight.via,
    }),
    back,
  ]),
);

const answer = (list = offers, oneWay = false): SearchSessionAnswer =>
  ({
    sessionId: "s",
    status: "complete",
    trip: {
      departure: "YYZ",
      arrival: "YVR",
      departureDate: "2030-03-14",
      ...(oneWay ? {} : { arrivalDate: "2030-03-21" }),
      adults: 1,
      children: 0,
    },
    offers: list,
  }) as unknown as SearchSessionAnswer;

const rows = (slot: HTMLElement) => [...slot.querySelectorAll("li")];

test("writes the first three rows the results list, in their default order, with their prices", () => {
  const slot = document.createElement("div");
  expect(writeEarlyOffers(slot, answer(), EN)).toBe(3);

  const listed = sortChoices(choicesFor(offers, 1), "best").slice(0, 3);
  expect(
    rows(slot).map((row) => row.querySelector("[data-price]")!.textContent),
  ).toEqual(listed.map((choice) => formatPrice(choice.priceCents)));
  // Not simply the cheapest ones first.
  expect(listed.map((choice) => choice.id)).not.toEqual([
    "slow-cheap",
    "overnight",
    "middle",
  ]);
});

test("a row reads as the results' card: carriers, times and airports, the next day, duration and stops, from and the price", () => {
  const slot = document.createElement("div");
  writeEarlyOffers(slot, answer([offers[3]!]), EN);
  const [row] = rows(slot);
  expect(row!.querySelector("[data-carriers]")!.textContent).toBe("Air Canada");
  expect(row!.querySelector("[data-times]")!.textContent).toBe(
    "19:00 YYZ → 00:10+1 day YVR",
  );
  expect(row!.querySelector("[data-facts]")!.textContent).toBe(
    "8 h 10 min · 1 stop",
  );
  expect(row!.querySelector("[data-price-note]")!.textContent).toBe("from");
  expect(row!.querySelector("[data-price]")!.textContent).toBe("$480.00");
});

test("only the first row's price is marked for Element Timing", () => {
  const slot = document.createElement("div");
  writeEarlyOffers(slot, answer(), EN);
  const marked = slot.querySelectorAll("[elementtiming]");
  expect(marked).toHaveLength(1);
  expect(marked[0]!.getAttribute("elementtiming")).toBe(EARLY_OFFER_TIMING);
  expect(rows(slot)[0]!.contains(marked[0]!)).toBe(true);
});

test("in French, with French prices and words; a one-way trip's price has no 'from'", () => {
  const slot = document.createElement("div");
  writeEarlyOffers(slot, answer([offers[2]!], true), FR);
  const [row] = rows(slot);
  expect(row!.querySelector("[data-facts]")!.textContent).toBe(
    "5 h 30 min · Sans escale",
  );
  expect(row!.querySelector("[data-price]")!.textContent).toBe(
    formatPrice(52_000, "fr-CA"),
  );
  expect(formatPrice(52_000, "fr-CA")).toMatch(/520,00\s\$/);
  expect(row!.querySelector("[data-price-note]")).toBeNull();
});

test("no offers: nothing written, the slot left as it was", () => {
  const slot = document.createElement("div");
  expect(writeEarlyOffers(slot, answer([]), EN)).toBe(0);
  expect(slot.childNodes).toHaveLength(0);
});

test("an answer's text stays text", () => {
  const named = offerOf("x", 50_000, [
    sliceOf({
      id: "x",
      departs: "2030-03-14T07:00",
      arrives: "2030-03-14T09:30",
      minutes: 330,
      carrier: { code: "ZZ", name: "<img src=x onerror=alert(1)>" },
    }),
  ]);
  const slot = document.createElement("div");
  writeEarlyOffers(slot, answer([named], true), EN);
  expect(slot.querySelector("img")).toBeNull();
  expect(slot.querySelector("[data-carriers]")!.textContent).toBe(
    "<img src=x onerror=alert(1)>",
  );
});
