import {
  SPENT_POINTS_LISTED,
  type PointsAnswer,
} from "../../domain/points/points-contract";
import { LIVE_SESSION_USER_ID_AND_END } from "../account";
import type { Queryable } from "../platform/db/database";

export interface SessionPoints {
  answer: PointsAnswer;
  userId: string;
  freshUntil: Date;
}

/**
 * GET /point's answer for a session's token hash, in one query with the
 * session check (every signed-in page asks for it): the balance (the rows
 * available now, as getBalance counts them) and the points earned but not
 * available yet, summed per day they become available, soonest first. A day
 * is a UTC date: bookings store noon UTC of that day (see
 * orders/order-points.ts), which is that same day across Canada. Then the
 * points the newest orders spent (held until confirmed). Undefined unless
 * the session is live. With it, whose answer it is and until when it holds
 * if nothing is written: the session's end, or the next pending points'
 * day, whichever comes first.
 */
export async function getSessionPoints(
  db: Queryable,
  tokenHash: string,
): Promise<SessionPoints | undefined> {
  const [row] = await db.query<
    PointsAnswer & { user_id: string; fresh_until: Date }
  >(
    `with me as (${LIVE_SESSION_USER_ID_AND_END})
     select
       me.user_id,
       least(me.ends_at, (
         select min(available_at) from points_ledger
         where user_id = me.user_id and available_at > now()
       )) as fresh_until,
       coalesce((
         select sum(points) from points_ledger
         where user_id = me.user_id
           and (available_at is null or available_at <= now())
       ), 0)::integer as points,
       coalesce((
         select json_agg(day order by day.available_on)
         from (
           select to_char(available_at at time zone 'UTC', 'YYYY-MM-DD') as available_on,
                  sum(points)::integer as points
           from points_ledger
           where user_id = me.user_id and available_at > now()
           group by 1
         ) day
       ), '[]') as pending,
       coalesce((
         select json_agg(json_build_object(
                  'order_id', spend.order_id, 'points', spend.points,
                  'spent_on', spend.spent_on, 'status', spend.status)
                order by spend.created_at desc)
         from (
           select o.id::text as order_id, o.points_spent as points, o.created_at,
                  to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD') as spent_on,
                  case when o.status = 'confirmed' then 'spent' else 'held' end as status
           from orders o
           where o.user_id = me.user_id and o.points_spent > 0 and o.status <> 'failed'
           order by o.created_at desc
           limit $2
         ) spend
       ), '[]') as spent
     from me`,
    [tokenHash, SPENT_POINTS_LISTED],
  );
  if (!row) return undefined;
  const { user_id: userId, fresh_until: freshUntil, ...answer } = row;
  return { answer, userId, freshUntil };
}
