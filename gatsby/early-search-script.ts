import {
  EARLY_SEARCH_GLOBAL,
  PRICING_WAIT_SECONDS,
} from "../domain/offers/early-search";

/** A call of the inline script that has not answered by then has failed. */
const EARLY_CALL_DEADLINE_MS = 8000;

/** /search and its language versions (/fr/search), with or without the slash. */
export const isSearchPage = (pathname: string) =>
  /^(?:\/[a-z]{2})?\/search\/?$/.test(pathname);

/**
 * Runs in /search's head as the page is parsed: a search link starts its
 * session there, asking for its offers with it (`Prefer: wait`), while the
 * app's scripts load. The results screen takes the search over when its trip is
 * the one the address asks for (src/services/search/early-search.ts); any
 * other case (a session id already, a link the app reads differently, a
 * failure) is left to the app, as without this script. Plain ES5: it is
 * served as written.
 */
export function earlySearchScript(apiBase: string): string {
  const api = JSON.stringify(apiBase);
  return `(function () {
  try {
    var query = new URLSearchParams(location.search);
    if (query.get("sessionId") || !window.fetch) return;
    var code = function (name) { return (query.get(name) || "").trim().toUpperCase(); };
    var count = function (name, fallback) {
      var text = query.get(name);
      return text && /^\\d{1,2}$/.test(text) ? Number(text) : fallback;
    };
    var trip = {
      departure: code("departure"),
      arrival: code("arrival"),
      departureDate: query.get("departureDate") || "",
      adults: count("adults", 1),
      children: count("children", 0)
    };
    if (!/^[A-Z]{3}$/.test(trip.departure) || !/^[A-Z]{3}$/.test(trip.arrival) || !trip.departureDate) return;
    if (query.get("arrivalDate")) trip.arrivalDate = query.get("arrivalDate");
    var campaign = (query.get("campaign") || "").slice(0, 50);
    if (campaign) trip.campaign = campaign;
    var within = function (promise) {
      return new Promise(function (resolve, reject) {
        setTimeout(function () { reject(new Error("no answer")); }, ${EARLY_CALL_DEADLINE_MS});
        promise.then(resolve, reject);
      });
    };
    var data = function (response) {
      if (!response.ok) throw new Error("status " + response.status);
      return response.json().then(function (body) { return body.data; });
    };
    var call = function (path, init) {
      init.credentials = "include";
      init.headers.accept = "application/json";
      return within(fetch(${api} + path, init).then(data));
    };
    var created = call("/search-session", {
      method: "POST",
      headers: { "content-type": "application/json", prefer: "wait=${PRICING_WAIT_SECONDS}" },
      body: JSON.stringify(trip)
    });
    var sessionId = created.then(function (made) { return made.sessionId; });
    // The offers come with the session (one round trip); a server that
    // ignores the preference answers the id alone, and a GET asks for them.
    var answer = created.then(function (made) {
      return made.answer || call("/search-session/" + encodeURIComponent(made.sessionId), {
        headers: { prefer: "wait=${PRICING_WAIT_SECONDS}" }
      });
    });
    var early = { trip: trip, sessionId: sessionId, answer: answer };
    // Whoever takes them meets their failures; nobody may (the traveller leaves).
    sessionId["catch"](function () {});
    answer.then(function (settled) { early.settled = settled; })["catch"](function () {});
    window[${JSON.stringify(EARLY_SEARCH_GLOBAL)}] = early;
  } catch (error) {}
})();`;
}
