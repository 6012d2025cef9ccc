import type { PendingPoints } from "../../domain/points/points-contract";
import type { Queryable } from "../db/database";

/**
 * Points earned but not available yet, summed per day they become available,
 * soonest first. A day is a UTC date: bookings store noon UTC of that day
 * (see orders/order-points.ts), which is that same day across Canada.
 */
export async function getPendingPoints(
  db: Queryable,
  userId: string,
): Promise<PendingPoints[]> {
  return db.query<PendingPoints>(
    `select to_char(available_at at time zone 'UTC', 'YYYY-MM-DD') as available_on,
            sum(points)::integer as points
     from points_ledger
     where user_id = $1 and available_at > now()
     group by 1 order by 1`,
    [userId],
  );
}
