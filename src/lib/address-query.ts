import type { SearchQuery } from "../../domain/trips/search-query";

/**
 * What this page's address says of a search. Most visits carry no query;
 * only those load the reader (domain/trips/search-query.ts), so it stays
 * out of the home page's first load.
 */
export async function readAddressQuery(
  search: string,
  today: Date,
): Promise<SearchQuery> {
  if (!search || search === "?") return {};
  const { readSearchQuery } = await import("../../domain/trips/search-query");
  return readSearchQuery(search, today);
}
