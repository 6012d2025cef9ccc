import { navigate } from "gatsby";
import userEvent from "@testing-library/user-event";
import {
  dateTimeFormat,
  numberFormat,
} from "../../../domain/intl/cached-formats";
import { SHORT_DAY_FORMAT } from "../../../domain/intl/shaped-formats";
import type { SearchSessionAnswer } from "../../../domain/offers/search-session-contract";
import { onAnalyticsEvent } from "../../lib/analytics/track-event";
import {
  offerOf,
  sliceOf,
  withCities,
  WS,
} from "../../lib/offers/offer-fixture";
import { ApiRequestError } from "../../services/api-client";
import { createSearchSession } from "../../services/search/create-search-session";
import { EARLY_SEARCH_GLOBAL } from "../../../domain/offers/early-search";
import { startEarlySearch } from "../../services/search/early-search";
import { fetchSearchSession } from "../../services/search/fetch-search-session";
import {
  act,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from "../../test-utils";
import SearchResults from "./search-results";

jest.mock("../../services/search/create-search-session", () => ({
  createSearchSession: jest.fn(),
}));
jest.mock("../../services/search/fetch-search-session", () => ({
  fetchSearchSession: jest.fn(),
}));

// Watched, not replaced: the results must build none on their first render.
jest.mock("../../../domain/intl/cached-formats", () => {
  const actual = jest.requireActual<
    typeof import("../../../domain/intl/cached-formats")
  >("../../../domain/intl/cached-formats");
  return {
    numberFormat: jest.fn(actual.numberFormat),
    dateTimeFormat: jest.fn(actual.dateTimeFormat),
  };
});

const create = jest.mocked(createSearchSession);
// Search sessions' ids are UUIDs: the address keeps no other shape.
const SESSION = "0d5f3a52-8c1e-4b7a-9f2d-6e4c1b3a5d70";
const NEW_SESSION = "7a1c9e3b-2d4f-4a6b-8c0e-1f3d5b7a9c21";
const OLD_SESSION = "c4e6a8b0-1d3f-4e5a-b7c9-2a4c6e8f0b13";
const fetchSession = jest.mocked(fetchSearchSession);

const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};
const departureDate = future(30);
const arrivalDate = future(37);
const trip = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate,
  arrivalDate,
  adults: 1,
  children: 0,
};
const TRIP_QUERY = `departure=YYZ&arrival=YVR&departureDate=${departureDate}&arrivalDate=${arrivalDate}&adults=1&children=0`;

const at = (date: string, time: string) => `${date}T${time}`;
const out1 = sliceOf({
  id: "o1",
  departs: at(departureDate, "07:00"),
  arrives: at(departureDate, "09:30"),
  minutes: 330,
});
const out2 = sliceOf({
  id: "o2",
  departs: at(departureDate, "21:00"),
  arrives: at(future(31), "02:10"),
  minutes: 490,
  carrier: WS,
  via: ["YYC"],
});
const back1 = sliceOf({
  id: "r1",
  departs: at(arrivalDate, "08:00"),
  arrives: at(arrivalDate, "15:40"),
  minutes: 280,
});
const back2 = sliceOf({
  id: "r2",
  departs: at(arrivalDate, "13:00"),
  arrives: at(arrivalDate, "20:40"),
  minutes: 280,
  via: ["YWG"],
});

function answer(
  overrides: Partial<SearchSessionAnswer> = {},
): SearchSessionAnswer {
  return {
    sessionId: SESSION,
    status: "complete",
    trip,
    offers: [
      offerOf("a", 90_000, [out1, back1]),
      offerOf("b", 80_000, [out1, back2]),
      offerOf("c", 60_000, [out2, back1]),
    ],
    calendar: [-1, 0, 1].map((days) => ({
      departureDate: future(30 + days),
      arrivalDate: future(37 + days),
      lowest_total_cents: 60_000 + days * 5_000,
    })),
    expires_at: new Date(Date.now() + 1_800_000).toISOString(),
    source: { id: "demo", demo: true },
    ...overrides,
  };
}

const show = (query: string, language?: string) =>
  renderWithProviders(
    <SearchResults pathname="/search" search={`?${query}`} />,
    { language },
  );

const lastAddress = () => {
  // navigate's last overload takes a number (history steps); ours pass an address.
  const [address, options] = jest
    .mocked(navigate)
    .mock.calls.at(-1)! as unknown as [string, { replace?: boolean }];
  return { url: new URL(String(address), "https://x"), options };
};

/** The address as the browser has it (a quiet replace leaves navigate out). */
const browserAddress = () => new URL(window.location.href);

/** A search started early whose offers are in already, as the page's own. */
function offersInAlready() {
  const offers = answer();
  window[EARLY_SEARCH_GLOBAL] = {
    trip,
    sessionId: Promise.resolve(SESSION),
    answer: Promise.resolve(offers),
    settled: offers,
  };
}

/** Chooses the first departing flight listed. */
async function chooseFirstOutbound(user: ReturnType<typeof userEvent.setup>) {
  const cards = await screen.findAllByRole("article");
  await user.click(
    within(cards[0]!).getByRole("button", {
      name: "Choose this departing flight",
    }),
  );
}

beforeEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, "", "/");
  // HydratedMark's mark: the address changes only on a hydrated page.
  document.documentElement.dataset.hydrated = "true";
  create.mockReset();
  fetchSession.mockReset();
  jest.mocked(navigate).mockClear();
});

describe("SearchResults: a search started early", () => {
  /**
   * The results screen once the id went into the address: quietly, with no
   * navigation, as the offers are on screen (decision 0047).
   */
  async function showTakingOver(query = TRIP_QUERY) {
    show(query);
    await waitFor(() =>
      expect(browserAddress().searchParams.get("sessionId")).not.toBeNull(),
    );
    expect(navigate).not.toHaveBeenCalled();
    return browserAddress();
  }

  afterEach(() => {
    delete window[EARLY_SEARCH_GLOBAL];
  });

  it("takes over the page's own search: no second POST, its answer shown", async () => {
    window[EARLY_SEARCH_GLOBAL] = {
      trip,
      sessionId: Promise.resolve(SESSION),
      answer: Promise.resolve(answer()),
    };
    const address = await showTakingOver();
    expect(address.searchParams.get("sessionId")).toBe(SESSION);
    expect(create).not.toHaveBeenCalled();
    expect(fetchSession).not.toHaveBeenCalled();
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
  });

  it("shows its offers at once, with no pending pass, when they are in already", async () => {
    offersInAlready();
    const texts: string[] = [];
    const watch = new MutationObserver(() =>
      texts.push(document.body.textContent ?? ""),
    );
    watch.observe(document.body, { childList: true, subtree: true });
    show(TRIP_QUERY);
    await act(async () => {});
    watch.disconnect();
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
    expect(texts.some((text) => text.includes("Searching for fares"))).toBe(
      false,
    );
    await waitFor(() =>
      expect(browserAddress().searchParams.get("sessionId")).toBe(SESSION),
    );
    expect(browserAddress().pathname).toBe("/search");
    expect(browserAddress().searchParams.get("departure")).toBe("YYZ");
    expect(navigate).not.toHaveBeenCalled();
    expect(window[EARLY_SEARCH_GLOBAL]).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
    expect(fetchSession).not.toHaveBeenCalled();
  });

  it("puts the id in the address only once the page has hydrated", async () => {
    delete document.documentElement.dataset.hydrated;
    offersInAlready();
    show(TRIP_QUERY);
    await act(async () => {});
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
    expect(browserAddress().searchParams.get("sessionId")).toBeNull();
    await act(async () => {
      document.documentElement.dataset.hydrated = "true";
    });
    expect(browserAddress().searchParams.get("sessionId")).toBe(SESSION);
  });

  it("takes over one started on the press of Search", async () => {
    create.mockResolvedValue(SESSION);
    fetchSession.mockResolvedValue(answer());
    startEarlySearch(trip);
    await showTakingOver();
    expect(create).toHaveBeenCalledTimes(1);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
  });

  it("searches again from an early search that expired before its id was in the address", async () => {
    const user = userEvent.setup();
    const expired = new ApiRequestError("This search expired.", 410);
    window[EARLY_SEARCH_GLOBAL] = {
      trip,
      sessionId: Promise.resolve(OLD_SESSION),
      answer: Promise.reject(expired),
    };
    fetchSession.mockRejectedValueOnce(expired);
    show(TRIP_QUERY);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This search expired.",
    );
    create.mockResolvedValue(NEW_SESSION);
    await user.click(screen.getByRole("button", { name: "Search again" }));
    expect(create).toHaveBeenCalledWith(trip, expect.any(AbortSignal));
    expect(lastAddress().url.searchParams.get("sessionId")).toBe(NEW_SESSION);
  });

  it("carries the quietly added id into the next step's address", async () => {
    const user = userEvent.setup();
    offersInAlready();
    await showTakingOver();
    await chooseFirstOutbound(user);
    const { url } = lastAddress();
    expect(url.searchParams.get("sessionId")).toBe(SESSION);
    expect(url.searchParams.get("step")).toBe("2");
    expect(url.searchParams.get("departure")).toBe("YYZ");
  });

  it("carries it no further once the router has another address", async () => {
    const user = userEvent.setup();
    offersInAlready();
    const view = show(TRIP_QUERY);
    await waitFor(() =>
      expect(browserAddress().searchParams.get("sessionId")).toBe(SESSION),
    );
    // The router's next address (here the same trip at step 1, by a
    // navigation that did not carry the id) is the one to build on.
    fetchSession.mockResolvedValue(answer());
    create.mockResolvedValue(NEW_SESSION);
    view.rerender(
      <SearchResults pathname="/search" search={`?${TRIP_QUERY}&step=1`} />,
    );
    await chooseFirstOutbound(user);
    expect(lastAddress().url.searchParams.get("sessionId")).toBeNull();
  });

  it("starts its own for another trip, or another campaign", async () => {
    for (const early of [
      { ...trip, adults: 2 },
      { ...trip, campaign: "spring" },
    ]) {
      window[EARLY_SEARCH_GLOBAL] = {
        trip: early,
        sessionId: Promise.resolve(OLD_SESSION),
        answer: Promise.resolve(answer({ trip: early })),
      };
      create.mockResolvedValue(NEW_SESSION);
      create.mockClear();
      show(TRIP_QUERY).unmount();
      await act(async () => {});
      expect(create).toHaveBeenCalledWith(trip, expect.any(AbortSignal));
    }
  });

  it("starts its own when the early POST failed, asks again when its answer did", async () => {
    window[EARLY_SEARCH_GLOBAL] = {
      trip,
      sessionId: Promise.reject(new ApiRequestError("down", 503)),
      answer: Promise.reject(new ApiRequestError("down", 503)),
    };
    create.mockResolvedValue(NEW_SESSION);
    fetchSession.mockResolvedValue(answer({ sessionId: NEW_SESSION }));
    const address = await showTakingOver();
    expect(address.searchParams.get("sessionId")).toBe(NEW_SESSION);
    expect(fetchSession).toHaveBeenCalledWith(
      NEW_SESSION,
      expect.any(AbortSignal),
    );
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();

    window[EARLY_SEARCH_GLOBAL] = {
      trip,
      sessionId: Promise.resolve(SESSION),
      answer: Promise.reject(new ApiRequestError("down", 503)),
    };
    fetchSession.mockClear();
    await showTakingOver();
    expect(fetchSession).toHaveBeenCalledWith(SESSION, expect.any(AbortSignal));
  });
});

describe("SearchResults: the session", () => {
  it("starts a session when the address has none and puts its id in the address (replace)", async () => {
    create.mockResolvedValue(SESSION);
    show(TRIP_QUERY);
    const region = await screen.findByRole("status");
    await waitFor(() =>
      expect(region).toHaveTextContent("Searching for fares…"),
    );
    await act(async () => {});
    expect(create).toHaveBeenCalledWith(trip, expect.any(AbortSignal));
    const { url, options } = lastAddress();
    expect(url.searchParams.get("sessionId")).toBe(SESSION);
    expect(url.searchParams.get("departure")).toBe("YYZ");
    expect(options).toEqual({ replace: true });
  });

  it("shows progress while pending, then the offers once complete", async () => {
    jest.useFakeTimers();
    fetchSession
      .mockResolvedValueOnce(
        answer({ status: "pending", offers: [], calendar: [] }),
      )
      .mockResolvedValueOnce(answer());
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    expect(await screen.findByText("Searching for fares…")).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(fetchSession).toHaveBeenCalledTimes(2);
    expect(
      screen.getByRole("heading", {
        name: "Step 1 of 2: choose your departing flight",
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
    expect(screen.getByText(/sample fares/)).toBeInTheDocument();
  });

  it("asks again at once when the server already waited for the offers", async () => {
    jest.useFakeTimers();
    const pendingAfter = (ms: number) =>
      new Promise<SearchSessionAnswer>((resolve) =>
        setTimeout(
          () =>
            resolve(answer({ status: "pending", offers: [], calendar: [] })),
          ms,
        ),
      );
    fetchSession
      .mockImplementationOnce(() => pendingAfter(5_000))
      .mockResolvedValueOnce(answer());
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it("starts afresh from the address when the session is gone (404)", async () => {
    fetchSession.mockRejectedValue(
      new ApiRequestError("This search is unknown.", 404),
    );
    create.mockResolvedValue(NEW_SESSION);
    show(`${TRIP_QUERY}&sessionId=${OLD_SESSION}`);
    await act(async () => {});
    expect(create).toHaveBeenCalledWith(trip, expect.any(AbortSignal));
    expect(lastAddress().url.searchParams.get("sessionId")).toBe(NEW_SESSION);
    expect(lastAddress().options).toEqual({ replace: true });
  });

  it("says an expired session (410) has expired, with the server's words, and searches again", async () => {
    const user = userEvent.setup();
    fetchSession.mockRejectedValue(
      new ApiRequestError("This search expired after 30 minutes.", 410),
    );
    show(`${TRIP_QUERY}&sessionId=${SESSION}&step=2&outbound=o1`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This search expired after 30 minutes.",
    );
    await user.click(screen.getByRole("button", { name: "Search again" }));
    const { url, options } = lastAddress();
    expect(url.searchParams.get("sessionId")).toBeNull();
    expect(url.searchParams.get("outbound")).toBeNull();
    expect(url.searchParams.get("arrival")).toBe("YVR");
    expect(options).toEqual({ replace: true });
  });

  it("says the API failed and tries again on request", async () => {
    const user = userEvent.setup();
    fetchSession.mockRejectedValueOnce(
      new ApiRequestError("Failed to load the fares", 500),
    );
    fetchSession.mockResolvedValueOnce(answer());
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We couldn't load the fares.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
  });

  it("says when nothing flies and suggests other dates or airports", async () => {
    fetchSession.mockResolvedValue(answer({ offers: [] }));
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    expect(
      await screen.findByText("No flights found for these dates."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/other dates .* nearby airport/),
    ).toBeInTheDocument();
  });

  it("does nothing until the address names a whole trip", () => {
    show("departure=YYZ");
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("SearchResults: choosing", () => {
  beforeEach(() => fetchSession.mockResolvedValue(answer()));

  it("shows times, +1 day, stops with connections, all-in price, points and the marks", async () => {
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    const cards = await screen.findAllByRole("article");
    const late = cards.find((card) => card.textContent?.includes("WestJet"))!;
    expect(late).toHaveTextContent("21:00");
    expect(late).toHaveTextContent("+1 day");
    expect(late).toHaveTextContent("1 stop");
    expect(late).toHaveTextContent("1 h 15 min in YYC (YYC)");
    expect(late).toHaveTextContent("$600.00");
    expect(late).toHaveTextContent("Earn 600 points");
    expect(late).toHaveTextContent("Lowest price");
    const early = cards.find((card) =>
      card.textContent?.includes("Air Canada"),
    )!;
    expect(early).toHaveTextContent("Nonstop");
    expect(early).toHaveTextContent("5 h 30 min");
    expect(early).toHaveTextContent("Fastest");
    expect(early).toHaveTextContent("from$800.00");
  });

  it("writes prices, points and days without building an Intl formatter (decision 0026)", async () => {
    jest.mocked(numberFormat).mockClear();
    jest.mocked(dateTimeFormat).mockClear();
    show(`${TRIP_QUERY}&sessionId=${SESSION}`, "fr");
    const cards = await screen.findAllByRole("article");
    const late = cards.find((card) => card.textContent?.includes("WestJet"))!;
    expect(late).toHaveTextContent("600,00 $");
    expect(late).toHaveTextContent("600 points");
    const day = new Intl.DateTimeFormat("fr-CA", SHORT_DAY_FORMAT).format(
      new Date(`${departureDate}T00:00:00Z`),
    );
    expect(
      screen.getByRole("navigation", { name: /dates/i }),
    ).toHaveTextContent(day.replace(/\s/g, " "));
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it("sorts and filters with counts, and offers to clear a filter that empties the list", async () => {
    const user = userEvent.setup();
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    await screen.findAllByRole("article");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Sort by" }),
      "Shortest duration",
    );
    expect(screen.getAllByRole("article")[0]).toHaveTextContent("Air Canada");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Sort by" }),
      "Lowest price",
    );
    expect(screen.getAllByRole("article")[0]).toHaveTextContent("WestJet");

    await user.click(screen.getByRole("checkbox", { name: "Nonstop (1)" }));
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByText(/1 shown of 2/)).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "WestJet (0)" }));
    expect(screen.queryByRole("article")).toBeNull();
    expect(
      screen.getByText("No flights match your filters."),
    ).toBeInTheDocument();
    await user.click(
      screen.getAllByRole("button", { name: "Clear filters" })[0]!,
    );
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("switches to a day on the flexible-dates strip with a new search", async () => {
    const user = userEvent.setup();
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    const strip = await screen.findByRole("navigation", {
      name: /Flexible dates/,
    });
    const days = within(strip).getAllByRole("button");
    expect(days[1]).toHaveAttribute("aria-current", "date");
    await user.click(days[2]!);
    const { url, options } = lastAddress();
    expect(url.searchParams.get("departureDate")).toBe(future(31));
    expect(url.searchParams.get("arrivalDate")).toBe(future(38));
    expect(url.searchParams.get("sessionId")).toBeNull();
    expect(options).toEqual({ replace: false });
  });

  it("chooses the outbound as a new history entry, tracked as search_departure", async () => {
    const user = userEvent.setup();
    const views: unknown[] = [];
    const stop = onAnalyticsEvent(
      (name, params) => name === "page_view" && views.push(params),
    );
    show(`${TRIP_QUERY}&sessionId=${SESSION}&step=1`);
    const cards = await screen.findAllByRole("article");
    const early = cards.find((card) =>
      card.textContent?.includes("Air Canada"),
    )!;
    await user.click(
      within(early).getByRole("button", {
        name: "Choose this departing flight",
      }),
    );
    const { url, options } = lastAddress();
    expect(url.searchParams.get("step")).toBe("2");
    expect(url.searchParams.get("outbound")).toBe("o1");
    expect(options).toEqual({ replace: false });
    expect(views).toEqual([{ page_name: "search_departure", step: 1 }]);
    stop();
  });

  it("step 2 lists the returns with that outbound; a fare goes to checkout (French keeps /fr)", async () => {
    const user = userEvent.setup();
    const views: unknown[] = [];
    const stop = onAnalyticsEvent(
      (name, params) => name === "page_view" && views.push(params),
    );
    show(`${TRIP_QUERY}&sessionId=${SESSION}&step=2&outbound=o1`, "fr");
    expect(
      await screen.findByRole("heading", { name: /Étape 2 sur 2/ }),
    ).toBeInTheDocument();
    expect(views).toEqual([{ page_name: "search_arrival", step: 2 }]);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("800,00 $");
    await user.click(
      within(cards[0]!).getByRole("button", { name: "Voir les tarifs" }),
    );
    const fares = within(cards[0]!).getByRole("list", {
      name: "Options tarifaires",
    });
    expect(fares).toHaveTextContent("Non remboursable");
    expect(fares).toHaveTextContent("Remboursement complet");
    const choose = within(fares).getByRole("link", {
      name: "Choisir Flexible",
    });
    expect(choose).toHaveAttribute(
      "href",
      `/fr/checkout?sessionId=${SESSION}&offer=b&fare=b-flexible`,
    );
    stop();
  });

  it("one way: one step, fares straight from the list", async () => {
    const user = userEvent.setup();
    const oneWay = { ...trip, arrivalDate: undefined };
    fetchSession.mockResolvedValue(
      answer({
        trip: oneWay,
        offers: [offerOf("x", 45_000, [out1])],
        calendar: [],
      }),
    );
    show(
      `departure=YYZ&arrival=YVR&departureDate=${departureDate}&adults=1&children=0&sessionId=${SESSION}`,
    );
    expect(
      await screen.findByRole("heading", { name: "Choose your flight" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "See fares" }));
    expect(screen.getByRole("link", { name: "Choose Basic" })).toHaveAttribute(
      "href",
      `/checkout?sessionId=${SESSION}&offer=x&fare=x-basic`,
    );
  });
});

describe("SearchResults: the trip summary", () => {
  it("stands in for the form once the offers are in, and Change opens the form again", async () => {
    // Toronto named by its flight; the fixture's arrival city is its code.
    const fromToronto = withCities(out1, { YYZ: "Toronto" });
    fetchSession.mockResolvedValue(
      answer({ offers: [offerOf("a", 90_000, [fromToronto, back1])] }),
    );
    const onFold = jest.fn();
    renderWithProviders(
      <SearchResults
        pathname="/search"
        search={`?${TRIP_QUERY}&sessionId=${SESSION}`}
        onFold={onFold}
      />,
      // The form's own texts are not what the summary shows.
      { state: { departureText: "Montréal (YUL)" } },
    );
    const summary = await screen.findByRole("region", { name: "Your trip" });
    expect(onFold).toHaveBeenLastCalledWith(true);
    expect(summary).toHaveTextContent("Toronto → to YVR");
    expect(summary).toHaveTextContent("1 adult");
    const day = (date: string) =>
      dateTimeFormat("en-CA", SHORT_DAY_FORMAT).format(
        new Date(`${date}T00:00:00Z`),
      );
    expect(summary).toHaveTextContent(
      `${day(departureDate)} – ${day(arrivalDate)}`,
    );

    await userEvent.click(
      within(summary).getByRole("button", { name: "Change" }),
    );
    expect(onFold).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("region", { name: "Your trip" })).toBeNull();
  });

  it("is not shown, and folds nothing, while the search is pending", async () => {
    fetchSession.mockResolvedValue(
      answer({ status: "pending", offers: [], calendar: [] }),
    );
    const onFold = jest.fn();
    renderWithProviders(
      <SearchResults
        pathname="/search"
        search={`?${TRIP_QUERY}&sessionId=${SESSION}`}
        onFold={onFold}
      />,
    );
    expect(await screen.findByText("Searching for fares…")).toBeInTheDocument();
    expect(onFold).not.toHaveBeenCalledWith(true);
    expect(screen.queryByRole("region", { name: "Your trip" })).toBeNull();
  });
});

describe("SearchResults: a supplier answering in batches", () => {
  /** A call's answer, given when the test says. */
  function deferred<T>() {
    let give!: (value: T) => void;
    const promise = new Promise<T>((resolve) => (give = resolve));
    return { promise, give };
  }
  const firstBatch = () =>
    answer({
      status: "pending",
      offers: [offerOf("c", 60_000, [out2, back1])],
      calendar: [],
      progress: { answered: 1, asked: 3 },
    });

  afterEach(() => {
    delete window[EARLY_SEARCH_GLOBAL];
  });

  it("shows the first airlines' offers with how far it is, then the whole search", async () => {
    const whole = deferred<SearchSessionAnswer>();
    fetchSession
      .mockResolvedValueOnce(firstBatch())
      .mockReturnValueOnce(whole.promise);
    show(`${TRIP_QUERY}&sessionId=${SESSION}`);
    expect(
      await screen.findByText("Still asking airlines… 1 of 3 answered"),
    ).toBeInTheDocument();
    expect(screen.getByText("1 departing flight")).toBeInTheDocument();
    // The next look waits for the batches after the one on screen.
    await waitFor(() =>
      expect(fetchSession).toHaveBeenLastCalledWith(
        SESSION,
        expect.anything(),
        1,
      ),
    );
    await act(async () => whole.give(answer()));
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
    expect(screen.queryByText(/Still asking airlines/)).toBeNull();
  });

  it("puts an early search's id in the address only once the search is complete", async () => {
    const whole = deferred<SearchSessionAnswer>();
    fetchSession.mockReturnValueOnce(whole.promise);
    window[EARLY_SEARCH_GLOBAL] = {
      trip,
      sessionId: Promise.resolve(SESSION),
      answer: Promise.resolve(firstBatch()),
    };
    show(TRIP_QUERY);
    expect(await screen.findByText("1 departing flight")).toBeInTheDocument();
    expect(browserAddress().searchParams.get("sessionId")).toBeNull();
    await act(async () => whole.give(answer()));
    expect(await screen.findByText("2 departing flights")).toBeInTheDocument();
    await waitFor(() =>
      expect(browserAddress().searchParams.get("sessionId")).toBe(SESSION),
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
