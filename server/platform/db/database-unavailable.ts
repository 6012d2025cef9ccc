/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Nothing was changed: try again in a moment.";

// Node's socket errors when the server is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
// SQLSTATE: 08 connection exceptions; 57P01-57P03 shutting down or starting.
const SERVER_GOING = new Set(["57P01", "57P02", "57P03"]);

/**
 * Whether a query failed because the database server could not be reached
 * (stopped, restarting, the network), not because of the query: the pool
 * reconnects by itself, so the request is worth trying again later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || SERVER_GOING.has(code)) return true;
    if (/^08/.test(code)) return true;
  }
  // node-postgres' own words for a connection that ended under a query.
  return (
    typeof message === "string" &&
    /^Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/.test(
      message,
    )
  );
}
