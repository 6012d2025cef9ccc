import { randomUUID } from "node:crypto";
import type { Offer } from "../../domain/offers/offer";
import type {
  DatePrice,
  SearchProgress,
  TripRequest,
} from "../../domain/offers/search-session-contract";
import { SEARCH_SESSION_TTL_MINUTES } from "../../domain/offers/search-session-limits";
import { isSessionId } from "../../domain/offers/session-id";
import type { Queryable } from "../platform/db/database";

/** A row of search_sessions (migration 003). */
export interface SearchSession {
  id: string;
  trip: TripRequest;
  status: "pending" | "complete";
  /** Cheapest first; while pending, null or the supplier's offers so far. */
  offers: Offer[] | null;
  /** While pending, how many of a supplier's batches have answered. */
  progress: SearchProgress | null;
  calendar: DatePrice[] | null;
  source: string;
  created_at: Date;
  expires_at: Date;
  /** Whose it is: the sha256 of the searching browser's order_access token. */
  browser_token_hash: string | null;
}

export const isExpired = (session: { expires_at: Date }, now: Date) =>
  session.expires_at.getTime() <= now.getTime();

/** A new, pending session for the trip; its id. */
export async function createSearchSession(
  db: Queryable,
  trip: TripRequest,
  source: string,
  now: Date,
  browserTokenHash: string,
): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(
    now.getTime() + SEARCH_SESSION_TTL_MINUTES * 60_000,
  );
  await db.query(
    `insert into search_sessions (id, trip, status, source, created_at, expires_at, browser_token_hash)
     values ($1, $2::jsonb, 'pending', $3, $4, $5, $6)`,
    [id, JSON.stringify(trip), source, now, expiresAt, browserTokenHash],
  );
  return id;
}

export async function loadSearchSession(
  db: Queryable,
  id: string,
): Promise<SearchSession | undefined> {
  if (!isSessionId(id)) return undefined;
  const [row] = await db.query<SearchSession>(
    `select id, trip, status, offers, progress, calendar, source, created_at,
       expires_at, browser_token_hash
     from search_sessions where id = $1`,
    [id],
  );
  return row;
}

/**
 * Stores a pending session's offers so far (a supplier's batches in), for
 * the screen to show while the others come; a completed one keeps its own.
 */
export async function storeSessionProgress(
  db: Queryable,
  id: string,
  offers: Offer[],
  progress: SearchProgress,
): Promise<void> {
  await db.query(
    `update search_sessions set offers = $2::jsonb, progress = $3::jsonb
     where id = $1 and status = 'pending'`,
    [id, JSON.stringify(offers), JSON.stringify(progress)],
  );
}

/** Stores the priced offers; a session completed already keeps its own. */
export async function completeSearchSession(
  db: Queryable,
  id: string,
  offers: Offer[],
  calendar: DatePrice[],
): Promise<void> {
  await db.query(
    `update search_sessions set status = 'complete', offers = $2::jsonb,
       calendar = $3::jsonb, progress = null
     where id = $1 and status = 'pending'`,
    [id, JSON.stringify(offers), JSON.stringify(calendar)],
  );
}

/** A session with one of its offers: null when it has none by that id. */
export interface SessionOffer extends Pick<
  SearchSession,
  "id" | "trip" | "source" | "expires_at" | "browser_token_hash"
> {
  offer: Offer | null;
}

/** One offer of a session and the session's own facts; undefined if unknown. */
export async function loadSessionOffer(
  db: Queryable,
  sessionId: string,
  offerId: string,
): Promise<SessionOffer | undefined> {
  if (!isSessionId(sessionId)) return undefined;
  // Only the one offer leaves the database, not the whole list.
  const [row] = await db.query<SessionOffer>(
    `select id, trip, source, expires_at, browser_token_hash,
       (select offer from jsonb_array_elements(coalesce(offers, '[]'::jsonb)) offer
        where offer->>'id' = $2 limit 1) as offer
     from search_sessions where id = $1`,
    [sessionId, offerId],
  );
  return row;
}

/**
 * One offer of a session, for an order: the trip it prices and the offer as
 * it was shown; "expired" once the session is; undefined for an unknown
 * session or offer (or one still pending).
 */
export async function findSessionOffer(
  db: Queryable,
  sessionId: string,
  offerId: string,
  now: Date,
): Promise<{ trip: TripRequest; offer: Offer } | "expired" | undefined> {
  const row = await loadSessionOffer(db, sessionId, offerId);
  if (!row) return undefined;
  if (isExpired(row, now)) return "expired";
  return row.offer ? { trip: row.trip, offer: row.offer } : undefined;
}
