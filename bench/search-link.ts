// The search the browser parts of the bench open: Toronto–Vancouver, as the
// form sends it, and a warm-up so the first measured run does not pay alone
// for the server's first requests.
import { isoDaysFromNow } from "../e2e/search-form-page";

/** Three weeks ahead for a week's stay: the API prices it as a traveller's search. */
export const SEARCH_DAYS_AHEAD = { departure: 21, return: 28 };

/** A real search, as the form sends it. */
export const searchPath = () =>
  `/search?departure=YYZ&arrival=YVR` +
  `&departureDate=${isoDaysFromNow(SEARCH_DAYS_AHEAD.departure)}` +
  `&arrivalDate=${isoDaysFromNow(SEARCH_DAYS_AHEAD.return)}&adults=1&children=0`;

/** Fetches `urls`, then starts the search once (the first loads the airport data). */
export async function warmOurServer(
  ourBaseUrl: string,
  search: string,
  urls: string[],
): Promise<void> {
  for (const url of urls) await fetch(url);
  await fetch(`${ourBaseUrl}/api/search-session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...Object.fromEntries(new URL(search, ourBaseUrl).searchParams),
      adults: 1,
      children: 0,
    }),
  });
}
