import type { Queryable } from "../platform/db/database";

/**
 * What the ledger promises, checked row by row: a balance is only ever the
 * sum of its entries (ledger.ts), so what can go wrong is the entries
 * themselves. Each problem is one plain sentence, without its full stop.
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const problems: string[] = [];

  // Redemptions never overdraw (redeem.ts checks under the user's lock).
  const overdrawn = await db.query<{ user_id: string; points: number }>(
    `select user_id, sum(points)::integer as points from points_ledger
     where user_id is not null and (available_at is null or available_at <= now())
     group by user_id having sum(points) < 0 order by user_id`,
  );
  for (const { user_id, points } of overdrawn) {
    problems.push(
      `User ${user_id} has a balance of ${points} points, below zero, which no redemption allows: ledger entries are missing or were changed`,
    );
  }

  const [orphans] = await db.query<{ n: number }>(
    `select count(*)::integer as n from points_ledger l
     where l.user_id is not null
       and not exists (select 1 from users u where u.id = l.user_id)`,
  );
  if (orphans?.n) {
    problems.push(
      `${orphans.n} ledger entries belong to a user who does not exist`,
    );
  }

  // Only a booking's earned points wait (order-store.ts).
  const [oddPending] = await db.query<{ n: number }>(
    `select count(*)::integer as n from points_ledger
     where available_at is not null and (kind <> 'earn' or points <= 0)`,
  );
  if (oddPending?.n) {
    problems.push(
      `${oddPending.n} pending ledger entries are not earnings, and only a booking's earned points wait`,
    );
  }

  // A signed-in booking's points are earned when it is confirmed, in the
  // same transaction; an order not (yet) confirmed has earned nothing.
  const unmatched = await db.query<{
    id: string;
    earns: number;
    in_ledger: number;
  }>(
    `select id, earns, in_ledger from (
       select o.id, o.created_at,
         case when o.status = 'confirmed' then o.points else 0 end as earns,
         coalesce((select sum(l.points) from points_ledger l
                   where l.reference = o.id::text and l.kind = 'earn'), 0)::integer as in_ledger
       from orders o
       -- A deleted account's orders and entries are anonymised alike.
       where o.user_id is not null) earned
     where earns <> in_ledger
     order by created_at`,
  );
  for (const { id, earns, in_ledger } of unmatched) {
    problems.push(
      `Order ${id} earned ${earns} points but the ledger holds ${in_ledger} for it`,
    );
  }
  problems.push(...(await spentProblems(db)));
  return problems;
}

/**
 * Points spent on a booking are held when its order is written and, if it
 * fails, given back when it fails (order-payment.ts, order-step-writes.ts).
 */
async function spentProblems(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const unmatched = await db.query<{
    id: string;
    points_spent: number;
    held: number;
    returned: number;
    failed: boolean;
  }>(
    `select * from (
       select o.id, o.points_spent, o.status = 'failed' as failed,
         coalesce((select -sum(l.points) from points_ledger l
                   where l.reference = o.id::text and l.method = 'booking'), 0)::integer as held,
         coalesce((select sum(l.points) from points_ledger l
                   where l.reference = o.id::text and l.kind = 'reversal'), 0)::integer as returned
       from orders o where o.user_id is not null) spent
     where held <> points_spent
        or returned <> case when failed then points_spent else 0 end
     order by id`,
  );
  for (const { id, points_spent, held, returned } of unmatched) {
    problems.push(
      `Order ${id} spent ${points_spent} points but the ledger holds ${held} for it and gave back ${returned}`,
    );
  }
  const [strays] = await db.query<{ n: number }>(
    `select count(*)::integer as n from points_ledger l
     where l.method = 'booking'
       and not exists (select 1 from orders o where o.id::text = l.reference)`,
  );
  if (strays?.n) {
    problems.push(`${strays.n} points spent on bookings belong to no order`);
  }
  return problems;
}
