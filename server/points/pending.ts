import type { PointsAnswer } from "../../domain/points/points-contract";
import type { Queryable } from "../db/database";

/**
 * GET /point's answer in one query: the balance (the rows available now, as
 * getBalance counts them) and the points earned but not available yet,
 * summed per day they become available, soonest first. A day is a UTC date:
 * bookings store noon UTC of that day (see orders/order-points.ts), which is
 * that same day across Canada. One query, so both read the same now().
 */
export async function getPoints(
  db: Queryable,
  userId: string,
): Promise<PointsAnswer> {
  const [row] = await db.query<PointsAnswer>(
    `select
       coalesce(sum(points) filter (
         where available_at is null or available_at <= now()), 0)::integer as points,
       coalesce((
         select json_agg(day order by day.available_on)
         from (
           select to_char(available_at at time zone 'UTC', 'YYYY-MM-DD') as available_on,
                  sum(points)::integer as points
           from points_ledger
           where user_id = $1 and available_at > now()
           group by 1
         ) day), '[]') as pending
     from points_ledger
     where user_id = $1`,
    [userId],
  );
  return row ?? { points: 0, pending: [] };
}
