// Apart from the search contract, which builds its schema on it: the /search
// address reader checks ids too, and must not load zod for that.

/**
 * The id of a search session, and of an order (the SPEC's {session_id}): a
 * random UUID the API makes. Anything else names none, and would make
 * Postgres's uuid column throw.
 */
export const SESSION_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isSessionId = (id: string) => SESSION_ID_PATTERN.test(id);
