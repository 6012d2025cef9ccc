import type { PageProps } from "gatsby";
import type { SearchSessionAnswer } from "../../domain/offers/search-session-contract";
import { EARLY_SEARCH_GLOBAL } from "../../domain/offers/early-search";
import { offerOf, sliceOf } from "../lib/offers/offer-fixture";
import { PHONE_WIDTH_QUERY } from "../lib/phone-width";
import { createSearchSession } from "../services/search/create-search-session";
import { fetchSearchSession } from "../services/search/fetch-search-session";
import {
  act,
  mockSiteInfo,
  renderWithProviders,
  screen,
  waitFor,
} from "../test-utils";
import ShowSearch from "./show-search";

jest.mock("../services/search/create-search-session", () => ({
  createSearchSession: jest.fn(),
}));
jest.mock("../services/search/fetch-search-session", () => ({
  fetchSearchSession: jest.fn(),
}));

const SESSION = "0d5f3a52-8c1e-4b7a-9f2d-6e4c1b3a5d70";
const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};
const departureDate = future(30);
const trip = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate,
  adults: 1,
  children: 0,
};
const QUERY = `?departure=YYZ&arrival=YVR&departureDate=${departureDate}&adults=1&children=0`;
const offers: SearchSessionAnswer = {
  sessionId: SESSION,
  status: "complete",
  trip,
  offers: [
    offerOf("a", 60_000, [
      sliceOf({
        id: "o1",
        departs: `${departureDate}T07:00`,
        arrives: `${departureDate}T09:30`,
        minutes: 330,
      }),
    ]),
  ],
  calendar: [],
  expires_at: new Date(Date.now() + 1_800_000).toISOString(),
  source: { id: "demo", demo: true },
};

/** A window as wide as `phone` says, and idle callbacks run on demand. */
function stubScreen(phone: boolean) {
  const idle: IdleRequestCallback[] = [];
  window.matchMedia = jest.fn((query: string) => ({
    matches: phone && query === PHONE_WIDTH_QUERY,
  })) as unknown as typeof window.matchMedia;
  window.requestIdleCallback = jest.fn((run: IdleRequestCallback) =>
    idle.push(run),
  );
  window.cancelIdleCallback = jest.fn();
  return {
    runIdle: () =>
      act(() =>
        idle
          .splice(0)
          .forEach((run) =>
            run({ didTimeout: false, timeRemaining: () => 50 }),
          ),
      ),
  };
}

function show(search: string) {
  const location = { pathname: "/search", search } as PageProps["location"];
  return renderWithProviders(<ShowSearch {...({ location } as PageProps)} />);
}

const form = () => screen.queryByRole("search", { name: "Search flights" });
const firstOffer = () => screen.findByRole("article");

beforeEach(() => {
  mockSiteInfo();
  document.documentElement.dataset.hydrated = "true";
  jest.mocked(createSearchSession).mockResolvedValue(SESSION);
  jest.mocked(fetchSearchSession).mockResolvedValue(offers);
});

afterEach(() => {
  delete window[EARLY_SEARCH_GLOBAL];
  delete (window as Partial<Window>).matchMedia;
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

const offersInAlready = () => {
  window[EARLY_SEARCH_GLOBAL] = {
    trip,
    sessionId: Promise.resolve(SESSION),
    answer: Promise.resolve(offers),
    settled: offers,
  };
};

describe("/search's screen", () => {
  it("on a phone with a search link's offers in, shows them first and the folded form once idle", async () => {
    const screenStub = stubScreen(true);
    offersInAlready();
    show(QUERY);
    await firstOffer();
    expect(form()).toBeNull();
    // The intro folds as it does beside a folded form.
    expect(document.querySelector("[data-folded-on-phone]")).not.toBeNull();

    await screenStub.runIdle();
    await waitFor(() => expect(form()).not.toBeNull());
    expect(form()).toHaveAttribute("data-folded-on-phone");
  });

  it("on a wider screen, renders the form with the offers", async () => {
    stubScreen(false);
    offersInAlready();
    show(QUERY);
    await firstOffer();
    expect(form()).not.toBeNull();
  });

  it("on a phone whose offers are not in yet, renders the form at once", async () => {
    stubScreen(true);
    show(`${QUERY}&sessionId=${SESSION}`);
    expect(await screen.findByRole("search")).toBeInTheDocument();
    await firstOffer();
    expect(form()).toHaveAttribute("data-folded-on-phone");
  });
});
