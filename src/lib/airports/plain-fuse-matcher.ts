import Fuse from "fuse.js";
import { sortByRank, type Airport } from "../../../domain/airports/airport";
import {
  CODE_OPTIONS,
  FREE_TEXT_OPTIONS,
  parseAirportQuery,
} from "./airport-query";

/**
 * The reference: plain fuse.js over every airport on every query. Correct but
 * slow (about 180 ms a query on a throttled phone); airport-matcher.ts gives
 * the same answers fast, and its tests compare the two.
 */
export function createPlainFuseMatcher(airports: readonly Airport[]) {
  const freeText = new Fuse(airports, FREE_TEXT_OPTIONS);
  const code = new Fuse(airports, CODE_OPTIONS);
  return (text: string): Airport[] => {
    const query = parseAirportQuery(text);
    if (!query) return [];
    const fuse = query.kind === "code" ? code : freeText;
    return sortByRank(fuse.search(query.pattern).map(({ item }) => item));
  };
}
