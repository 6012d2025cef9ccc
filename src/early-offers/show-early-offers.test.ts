import { EARLY_SEARCH_GLOBAL } from "../../domain/offers/early-search";
import { AC, offerOf, sliceOf } from "../lib/offers/offer-fixture";
import { EARLY_OFFERS_SLOT_ID, type EarlyOfferWords } from "./early-offers";
import { showEarlyOffers } from "./show-early-offers";

const WORDS: EarlyOfferWords = {
  language: "en",
  from: "from",
  nonstop: "Nonstop",
  stops: ["1 stop"],
  nextDay: ["+1 day"],
};

const ANSWER = {
  sessionId: "s",
  status: "complete",
  trip: {
    departure: "YYZ",
    arrival: "YVR",
    departureDate: "2030-03-14",
    adults: 1,
    children: 0,
  },
  offers: [
    offerOf("o", 50_000, [
      sliceOf({
        id: "o",
        departs: "2030-03-14T07:00",
        arrives: "2030-03-14T09:30",
        minutes: 330,
        carrier: AC,
      }),
    ]),
  ],
};

/** /search's screen as built: the slot alone, or after the app's screen. */
function screen(appFirst = false): HTMLElement {
  document.body.innerHTML = `<div>${appFirst ? "<header>Search flights</header>" : ""}<div id="${EARLY_OFFERS_SLOT_ID}"></div></div>`;
  const slot = document.getElementById(EARLY_OFFERS_SLOT_ID)!;
  slot.dataset.words = JSON.stringify(WORDS);
  return slot;
}

const early = (answer: Promise<unknown>) =>
  Object.assign(window, { [EARLY_SEARCH_GLOBAL]: { answer } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_SEARCH_GLOBAL];
});

test("writes the early search's offers into the slot once they are in", async () => {
  const slot = screen();
  let answer: (value: unknown) => void = () => {};
  early(new Promise((resolve) => (answer = resolve)));
  showEarlyOffers();
  await settle();
  expect(slot.childNodes).toHaveLength(0);
  answer(ANSWER);
  await settle();
  expect(slot.querySelector("[data-price]")!.textContent).toBe("$500.00");
});

test("writes nothing once the app's screen is in: it shows the offers itself", async () => {
  const slot = screen(true);
  early(Promise.resolve(ANSWER));
  showEarlyOffers();
  await settle();
  expect(slot.childNodes).toHaveLength(0);
});

test("a failed search writes nothing and throws nothing", async () => {
  const slot = screen();
  early(Promise.reject(new Error("status 503")));
  showEarlyOffers();
  await settle();
  expect(slot.childNodes).toHaveLength(0);
});

test("no early search (another page, a link without a trip): nothing", () => {
  const slot = screen();
  expect(() => showEarlyOffers()).not.toThrow();
  expect(slot.childNodes).toHaveLength(0);
});

test("an answer before the page is parsed waits for it", async () => {
  document.body.innerHTML = "";
  const readyState = jest
    .spyOn(document, "readyState", "get")
    .mockReturnValue("loading");
  early(Promise.resolve(ANSWER));
  showEarlyOffers();
  await settle();
  const slot = screen();
  readyState.mockRestore();
  document.dispatchEvent(new Event("DOMContentLoaded"));
  expect(slot.querySelector("[data-price]")!.textContent).toBe("$500.00");
});
