import { isIataCode } from "../../domain/airports/iata-code";

/** SPEC §4, §9: recent airport codes, newest first, at most 10. */
export const HISTORY_LIMIT = 10;

/** Adds a code at the front when it is not there yet; the oldest drops beyond 10. */
export function addToHistory(
  history: readonly string[],
  code: string,
): string[] {
  if (history.includes(code)) return [...history];
  return [code, ...history].slice(0, HISTORY_LIMIT);
}

/** Reads a stored list, keeping only airport codes; anything else is an empty list. */
export function parseHistory(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const codes = value.filter(
      (code): code is string => typeof code === "string" && isIataCode(code),
    );
    return [...new Set(codes)].slice(0, HISTORY_LIMIT);
  } catch {
    return [];
  }
}
