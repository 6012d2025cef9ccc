import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../platform/db/database";
import {
  MAX_WATCHES,
  type TripRequest,
} from "../../domain/alerts/watch-contract";
import type { Language } from "../../domain/languages";

export type AddWatchOutcome =
  { kind: "added" | "already"; id: string } | { kind: "limit" };

/**
 * Watches a trip for the user: the same trip twice is one watch. The count is
 * checked under a lock on the user's row, so two requests at once cannot
 * make a 21st watch. Its unsubscribe links' key is made here.
 */
export async function addWatch(
  database: Database,
  userId: string,
  trip: TripRequest,
  language: Language,
): Promise<AddWatchOutcome> {
  return database.transaction(async (tx) => {
    await tx.query("select id from users where id = $1 for update", [userId]);
    const [same] = await tx.query<{ id: string }>(
      `select id from price_watches where user_id = $1 and departure = $2
         and arrival = $3 and departure_date = $4
         and arrival_date is not distinct from $5::date
         and adults = $6 and children = $7`,
      [
        userId,
        trip.departure,
        trip.arrival,
        trip.departureDate,
        trip.arrivalDate ?? null,
        trip.adults,
        trip.children,
      ],
    );
    if (same) return { kind: "already", id: same.id };
    const [count] = await tx.query<{ count: number }>(
      "select count(*)::int as count from price_watches where user_id = $1",
      [userId],
    );
    if ((count?.count ?? 0) >= MAX_WATCHES) return { kind: "limit" };
    const id = randomUUID();
    await tx.query(
      `insert into price_watches (id, user_id, departure, arrival,
         departure_date, arrival_date, adults, children, language,
         unsubscribe_key)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        userId,
        trip.departure,
        trip.arrival,
        trip.departureDate,
        trip.arrivalDate ?? null,
        trip.adults,
        trip.children,
        language,
        randomBytes(32).toString("base64url"),
      ],
    );
    return { kind: "added", id };
  });
}
