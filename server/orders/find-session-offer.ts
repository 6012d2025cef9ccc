import type { Offer } from "../../domain/offers/offer";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import type { Queryable } from "../db/database";

// Reads one offer of a search session; server/fares/search-sessions.ts
// exports the same function, which replaces this one.

/** The trip and the offer, "expired" past the session's end, else undefined. */
export async function findSessionOffer(
  db: Queryable,
  sessionId: string,
  offerId: string,
  now: Date,
): Promise<{ trip: TripRequest; offer: Offer } | "expired" | undefined> {
  const [row] = await db.query<{
    trip: TripRequest;
    offers: Offer[] | null;
    expires_at: Date | string;
  }>("select trip, offers, expires_at from search_sessions where id = $1", [
    sessionId,
  ]);
  if (!row) return undefined;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return "expired";
  const offer = row.offers?.find((candidate) => candidate.id === offerId);
  return offer ? { trip: row.trip, offer } : undefined;
}
