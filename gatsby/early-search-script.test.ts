import { EARLY_SEARCH_GLOBAL } from "../domain/offers/early-search";
import { tripFromQuery } from "../src/lib/offers/trip-from-query";
import { earlySearchScript, isSearchPage } from "./early-search-script";

const SESSION = "0d5f3a52-8c1e-4b7a-9f2d-6e4c1b3a5d70";
const ANSWER = { sessionId: SESSION, status: "complete", offers: [] };

const json = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 300,
    status,
    json: () => Promise.resolve(body),
  });

/** The script run as /search's head runs it, at `query`, over a stand-in fetch. */
function runAt(
  query: string,
  answers = [
    json(201, { data: { sessionId: SESSION } }),
    json(200, { data: ANSWER }),
  ],
) {
  window.history.replaceState(null, "", `/search${query}`);
  delete window[EARLY_SEARCH_GLOBAL];
  const fetch = jest.fn<Promise<unknown>, [string, RequestInit]>(() =>
    answers.shift()!,
  );
  Object.assign(window, { fetch });
  // The script's own text, as the page's head runs it.
  // eslint-disable-next-line no-new-func
  new Function(earlySearchScript("/api"))();
  return { fetch, early: window[EARLY_SEARCH_GLOBAL] };
}

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const LINK = `?departure=YYZ&arrival=YVR&departureDate=${future(21)}&arrivalDate=${future(28)}&adults=2&children=1`;

afterEach(() => {
  delete (window as { fetch?: unknown }).fetch;
});

describe("the script that starts /search's search as the page is parsed", () => {
  it("posts the link's trip asking for its offers with the session, and asks no more when they come", async () => {
    const { fetch, early } = runAt(LINK, [
      json(201, { data: { sessionId: SESSION, answer: ANSWER } }),
    ]);
    expect(await early!.sessionId).toBe(SESSION);
    expect(await early!.answer).toEqual(ANSWER);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [[path, init]] = fetch.mock.calls as [[string, RequestInit]];
    expect(path).toBe("/api/search-session");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        prefer: "wait=5",
      },
    });
    expect(JSON.parse(String(init.body))).toEqual(early!.trip);
  });

  it("asks for the offers, waiting for them, when the session comes without them", async () => {
    const { fetch, early } = runAt(LINK);
    expect(await early!.sessionId).toBe(SESSION);
    expect(await early!.answer).toEqual(ANSWER);
    const [, get] = fetch.mock.calls;
    expect(get![0]).toBe(`/api/search-session/${SESSION}`);
    expect(get![1]).toMatchObject({
      credentials: "include",
      headers: { prefer: "wait=5", accept: "application/json" },
    });
  });

  it.each([
    ["a round trip for three", LINK],
    [
      "one way, codes in small letters, a campaign",
      `?departure=yul&arrival=cdg&departureDate=${future(40)}&campaign=spring%20sale`,
    ],
    [
      "no traveller counts",
      `?departure=YYZ&arrival=LHR&departureDate=${future(5)}`,
    ],
  ])(
    "sends the trip the results screen reads from the link: %s",
    (_, query) => {
      const { early } = runAt(query);
      expect(early!.trip).toEqual(tripFromQuery(query, new Date()));
    },
  );

  it.each([
    ["a session already", `${LINK}&sessionId=${SESSION}`],
    ["no arrival", `?departure=YYZ&departureDate=${future(21)}`],
    ["no date", "?departure=YYZ&arrival=YVR"],
    ["no query", ""],
  ])("starts nothing with %s", (_, query) => {
    const { fetch, early } = runAt(query);
    expect(fetch).not.toHaveBeenCalled();
    expect(early).toBeUndefined();
  });

  it("hands on a refusal as a failure, for the app to search itself", async () => {
    const { early } = runAt(LINK, [json(400, { message: "Choose a date." })]);
    await expect(early!.sessionId).rejects.toThrow("status 400");
    await expect(early!.answer).rejects.toThrow("status 400");
  });
});

describe("isSearchPage", () => {
  it("is /search in every language, and no other page", () => {
    for (const page of ["/search", "/search/", "/fr/search/"]) {
      expect(isSearchPage(page)).toBe(true);
    }
    for (const page of ["/", "/faq/", "/searching/", "/fr/checkout/"]) {
      expect(isSearchPage(page)).toBe(false);
    }
  });
});
