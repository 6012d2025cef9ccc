import type { IFuseOptions } from "fuse.js";
import type { Airport } from "../../../domain/airports/airport";

/** SPEC §9: the fields searched, and fuse.js settings for each kind of query. */
export const SEARCHED_KEYS = [
  "iata",
  "city",
  "name",
  "country",
  "region_name",
] as const;

export type SearchedKey = (typeof SEARCHED_KEYS)[number];
/** The `City (CODE)` form searches the code only. */
export const CODE_KEYS: readonly SearchedKey[] = ["iata"];

export const FREE_TEXT_OPTIONS: IFuseOptions<Airport> = {
  keys: [...SEARCHED_KEYS],
  threshold: 0.1,
  ignoreLocation: true,
};

export const CODE_OPTIONS: IFuseOptions<Airport> = {
  keys: [...CODE_KEYS],
  threshold: 0,
  ignoreLocation: true,
};

export type AirportQuery =
  { kind: "free-text"; pattern: string } | { kind: "code"; pattern: string };

/**
 * What a typed text asks for (SPEC §5): in `City (CODE)` form, the code, once
 * it has 3 characters; otherwise the text, once it has 2. Undefined: too short.
 */
export function parseAirportQuery(text: string): AirportQuery | undefined {
  const trimmed = text.trim();
  const open = trimmed.lastIndexOf("(");
  if (open >= 0) {
    const code = trimmed
      .slice(open + 1)
      .replace(/\)\s*$/, "")
      .trim();
    return code.length >= 3 ? { kind: "code", pattern: code } : undefined;
  }
  return trimmed.length >= 2
    ? { kind: "free-text", pattern: trimmed }
    : undefined;
}
