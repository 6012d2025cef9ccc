import type { Database, Queryable } from "../platform/db/database";
import type { Watch, WatchedTrip } from "../../domain/alerts/watch-contract";
import type { Language } from "../../domain/languages";

export interface WatchRow {
  id: string;
  user_id: string;
  departure: string;
  arrival: string;
  departure_date: string;
  arrival_date: string | null;
  adults: number;
  children: number;
  language: Language;
  last_announced_cents: number | null;
}

/** The columns of a WatchRow, dates as YYYY-MM-DD text, of the table aliased `w`. */
export const WATCH_COLUMNS = `w.id, w.user_id, w.departure, w.arrival,
  to_char(w.departure_date, 'YYYY-MM-DD') as departure_date,
  to_char(w.arrival_date, 'YYYY-MM-DD') as arrival_date,
  w.adults, w.children, w.language, w.last_announced_cents`;

export const tripOf = (row: WatchRow): WatchedTrip => ({
  departure: row.departure,
  arrival: row.arrival,
  departureDate: row.departure_date,
  ...(row.arrival_date ? { arrivalDate: row.arrival_date } : {}),
  adults: row.adults,
  children: row.children,
});

/** The user's watches with their last 60 days of lowest prices, oldest watch first. */
export async function listWatches(
  database: Queryable,
  userId: string,
): Promise<Watch[]> {
  const rows = await database.query<WatchRow>(
    `select ${WATCH_COLUMNS} from price_watches w where w.user_id = $1
     order by w.created_at, w.id`,
    [userId],
  );
  const days = await database.query<{
    watch_id: string;
    day: string;
    lowest_total_cents: number;
  }>(
    `select watch_id, to_char(day, 'YYYY-MM-DD') as day, lowest_total_cents
     from price_watch_days
     where watch_id in (select id from price_watches where user_id = $1)
       and day > current_date - 60
     order by day`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    trip: tripOf(row),
    last_announced_cents: row.last_announced_cents,
    days: days
      .filter(({ watch_id }) => watch_id === row.id)
      .map(({ day, lowest_total_cents }) => ({ day, lowest_total_cents })),
  }));
}

/** Stops the user's watch; false when it is not theirs or already stopped. */
export async function stopWatch(
  database: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await database.query(
    "delete from price_watches where id = $1 and user_id = $2 returning id",
    [id, userId],
  );
  return rows.length > 0;
}
