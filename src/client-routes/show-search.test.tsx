import type { PageProps } from "gatsby";
import type { SearchSessionAnswer } from "../../domain/offers/search-session-contract";
import { EARLY_SEARCH_GLOBAL } from "../../domain/offers/early-search";
import { offerOf, sliceOf, withCities } from "../lib/offers/offer-fixture";
import { fetchAirportByCode } from "../services/airports/fetch-airports";
import { createSearchSession } from "../services/search/create-search-session";
import { fetchSearchSession } from "../services/search/fetch-search-session";
import userEvent from "@testing-library/user-event";
import {
  act,
  mockSiteInfo,
  standInResizeObserver,
  renderWithProviders,
  screen,
  waitFor,
} from "../test-utils";
import { ResultsView } from "../components/results/results-view";
import ShowSearch from "./show-search";

jest.mock("../services/search/create-search-session", () => ({
  createSearchSession: jest.fn(),
}));
jest.mock("../services/search/fetch-search-session", () => ({
  fetchSearchSession: jest.fn(),
}));
// Mock mode's airports stand in for the API's, for the form's fill.
jest.mock("../services/airports/fetch-airports", () => {
  const { MOCK_AIRPORTS } = jest.requireActual<
    typeof import("../services/airports/mock-airports")
  >("../services/airports/mock-airports");
  return {
    fetchAirportByCode: jest.fn(async (code: string) =>
      MOCK_AIRPORTS.find((airport) => airport.iata === code),
    ),
  };
});
// Counted: how often the offers render.
jest.mock("../components/results/results-view", () => {
  const actual = jest.requireActual<
    typeof import("../components/results/results-view")
  >("../components/results/results-view");
  return { ResultsView: jest.fn(actual.ResultsView) };
});

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

/** The offers with their airports' cities named, as a supplier's are. */
const CITIES: Record<string, string> = { YYZ: "Toronto", YVR: "Vancouver" };
const namedOffers: SearchSessionAnswer = {
  ...offers,
  offers: offers.offers.map((offer) => ({
    ...offer,
    slices: offer.slices.map((slice) => withCities(slice, CITIES)),
  })),
};

/** Lets what React scheduled after a commit (a transition, an effect) run. */
const settle = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

/** A window as wide as a phone's (390 px) or a laptop's. */
function stubScreen(phone: boolean) {
  window.innerWidth = phone ? 390 : 1280;
}

/**
 * What the page held as React inserted the form, and as it inserted the
 * offers: recorded at insertion, since act() runs the results' and the
 * form's renders in one go, before any observer would look.
 */
function watchInsertions() {
  const { insertBefore, appendChild } = Node.prototype;
  const seen: { offersBeforeForm?: boolean; foldedAtOffers?: boolean } = {};
  const holds = (node: Node, selector: string) =>
    node instanceof Element &&
    (node.matches(selector) || node.querySelector(selector) !== null);
  const record = (node: Node) => {
    if (holds(node, "form[role=search]")) {
      seen.offersBeforeForm ??= document.querySelector("article") !== null;
    }
    if (holds(node, "article")) {
      seen.foldedAtOffers ??=
        document.querySelector("[data-folded-on-phone]") !== null;
    }
  };
  const insert = jest
    .spyOn(Node.prototype, "insertBefore")
    .mockImplementation(function <T extends Node>(
      this: Node,
      node: T,
      child: Node | null,
    ) {
      record(node);
      return insertBefore.call(this, node, child) as T;
    });
  const append = jest
    .spyOn(Node.prototype, "appendChild")
    .mockImplementation(function <T extends Node>(this: Node, node: T) {
      record(node);
      return appendChild.call(this, node) as T;
    });
  return {
    seen,
    stop: () => {
      insert.mockRestore();
      append.mockRestore();
    },
  };
}

function show(search: string) {
  const location = { pathname: "/search", search } as PageProps["location"];
  return renderWithProviders(<ShowSearch {...({ location } as PageProps)} />);
}

const form = () => screen.queryByRole("search", { name: "Search flights" });
const firstOffer = () => screen.findByRole("article");

beforeEach(() => {
  standInResizeObserver();
  mockSiteInfo();
  document.documentElement.dataset.hydrated = "true";
  jest.mocked(createSearchSession).mockResolvedValue(SESSION);
  jest.mocked(fetchSearchSession).mockResolvedValue(offers);
});

const jsdomWidth = window.innerWidth;

afterEach(() => {
  delete window[EARLY_SEARCH_GLOBAL];
  window.history.replaceState(null, "", "/");
  window.innerWidth = jsdomWidth;
});

const offersInAlready = (answer = offers) => {
  window[EARLY_SEARCH_GLOBAL] = {
    trip,
    sessionId: Promise.resolve(SESSION),
    answer: Promise.resolve(answer),
    settled: answer,
  };
};

describe("/search's screen", () => {
  it("on a phone with a search link's offers in, shows them with the trip summary and renders no form", async () => {
    stubScreen(true);
    offersInAlready();
    show(QUERY);
    await firstOffer();
    expect(
      await screen.findByRole("region", { name: "Your trip" }),
    ).toBeInTheDocument();
    await settle();
    // Hidden, it would cost the phone its render and its fill as the page loads.
    expect(form()).toBeNull();
  });

  it("on a phone, Change opens the form with the trip's airports already in it", async () => {
    stubScreen(true);
    offersInAlready(namedOffers);
    window.history.replaceState(null, "", `/search${QUERY}`);
    // The form's own lookup of the address's airports never answers here.
    jest
      .mocked(fetchAirportByCode)
      .mockImplementation(() => new Promise(() => {}));
    show(QUERY);
    await userEvent.click(
      await screen.findByRole("button", { name: "Change" }),
    );
    expect(form()).not.toHaveAttribute("data-folded-on-phone");
    expect(screen.getByRole("combobox", { name: "From" })).toHaveValue(
      "Toronto (YYZ)",
    );
    expect(screen.getByRole("combobox", { name: "To" })).toHaveValue(
      "Vancouver (YVR)",
    );
    // Its fill from the address (the dates, the travellers) lands in act.
    await settle();
  });

  it("folding the form renders the offers no more", async () => {
    stubScreen(false);
    offersInAlready();
    jest.mocked(ResultsView).mockClear();
    show(QUERY);
    await firstOffer();
    await waitFor(() => expect(form()).toHaveAttribute("data-folded-on-phone"));
    // The fold is a synchronous render from a layout effect, in one piece:
    // it renders the form again, not every offer.
    expect(jest.mocked(ResultsView).mock.calls.length).toBe(1);
  });

  it("the trip summary names the cities from the offers, rendering them once", async () => {
    stubScreen(true);
    offersInAlready(namedOffers);
    window.history.replaceState(null, "", `/search${QUERY}`);
    jest.mocked(ResultsView).mockClear();
    show(QUERY);
    await firstOffer();
    const summary = await screen.findByRole("region", { name: "Your trip" });
    expect(summary).toHaveTextContent(/^Toronto → to Vancouver/);
    await settle();
    expect(jest.mocked(ResultsView).mock.calls.length).toBe(1);
  });

  it("folds the intro while its form is held back, as the folded form does", async () => {
    stubScreen(true);
    offersInAlready();
    const insertion = watchInsertions();
    show(QUERY);
    await firstOffer();
    insertion.stop();
    expect(insertion.seen.foldedAtOffers).toBe(true);
  });

  it("on a wider screen, renders the form with the offers", async () => {
    stubScreen(false);
    offersInAlready();
    const insertion = watchInsertions();
    show(QUERY);
    await firstOffer();
    insertion.stop();
    expect(insertion.seen.offersBeforeForm).toBe(false);
  });

  it("on a phone at /search with no trip, renders the form", async () => {
    stubScreen(true);
    show("");
    expect(await screen.findByRole("search")).not.toHaveAttribute(
      "data-folded-on-phone",
    );
  });

  it("on a phone whose offers are not in yet, renders the form with the search under way, then the summary for it", async () => {
    stubScreen(true);
    const insertion = watchInsertions();
    show(`${QUERY}&sessionId=${SESSION}`);
    await firstOffer();
    insertion.stop();
    expect(insertion.seen.offersBeforeForm).toBe(false);
    expect(
      await screen.findByRole("region", { name: "Your trip" }),
    ).toBeInTheDocument();
    expect(form()).toBeNull();
  });

  it("a phone's window widened past 640 px shows the folded form again", async () => {
    stubScreen(true);
    offersInAlready();
    show(QUERY);
    await screen.findByRole("region", { name: "Your trip" });
    expect(form()).toBeNull();
    stubScreen(false);
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(form()).toHaveAttribute("data-folded-on-phone");
    await settle();
  });
});
