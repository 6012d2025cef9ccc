import type { SearchQuery } from "../../domain/trips/search-query";

/**
 * What this page's address says of a search. Most visits carry no query;
 * only those load the reader (domain/trips/search-query.ts), so it stays
 * out of the home page's first load. It comes with the results' chunk,
 * which reads the address too: on /search that chunk is loaded anyway (a
 * chunk of its own fetched the same code again), and elsewhere an address
 * with a query is a search a press away.
 */
export async function readAddressQuery(
  search: string,
  today: Date,
): Promise<SearchQuery> {
  if (!search || search === "?") return {};
  const { readSearchQuery } = await import(
    /* webpackChunkName: "search-results" */ "../../domain/trips/search-query"
  );
  return readSearchQuery(search, today);
}
