import type { Queryable } from "../../platform/db/database";
import { ledgerProblems } from "../../points/ledger-check";
import type { History } from "./history";
import { isSettled, settledAnswer, type Answer } from "./keyed-requests";
import { reversalReference } from "./worker-tasks";

/**
 * What must hold after every run, read from the database itself; each
 * problem one sentence. The ledger's own check (no balance below zero, each
 * order's points in the ledger, only earnings pending) and then ours: each
 * balance the API answered is the sum of the available entries, and every
 * accepted request is in the database exactly once.
 */
export async function invariantProblems(
  db: Queryable,
  history: History,
): Promise<string[]> {
  return [
    ...(await ledgerProblems(db)),
    ...(await balanceProblems(db, history)),
    ...(await redemptionProblems(db, history)),
    ...(await orderProblems(db, history)),
    ...(await reversalProblems(db, history)),
  ];
}

/** Each balance the API answered is the sum of the user's available entries, and never below zero. */
export async function balanceProblems(
  db: Queryable,
  { balances }: Pick<History, "balances">,
) {
  const problems: string[] = [];
  for (const [userId, answered] of balances) {
    const [sums] = await db.query<{ available: number; pending: number }>(
      `select coalesce(sum(points) filter (where available_at is null or available_at <= now()), 0)::integer as available,
              coalesce(sum(points) filter (where available_at > now()), 0)::integer as pending
       from points_ledger where user_id = $1`,
      [userId],
    );
    if (answered.points < 0) {
      problems.push(
        `User ${userId} was answered a balance of ${answered.points}`,
      );
    }
    if (
      sums?.available !== answered.points ||
      sums.pending !== answered.pending
    ) {
      problems.push(
        `User ${userId} was answered ${JSON.stringify(answered)} but the ledger sums to ${JSON.stringify(sums)}`,
      );
    }
  }
  return problems;
}

/**
 * The distinct settled answers among `answers` (its status and what of its
 * body must stay the same): a key answers its first answer again.
 */
function answersOf(
  answers: Answer[],
  kept: (answer: Answer) => unknown = ({ body }) => body,
) {
  return new Set(
    answers
      .filter(isSettled)
      .map((answer) => `${answer.status} ${JSON.stringify(kept(answer))}`),
  );
}

/** All 2xx answers to one key: the first, replayed. */
function acceptedAnswers(answers: Answer[]) {
  return answers.filter(({ status }) => status >= 200 && status < 300);
}

async function redemptionProblems(db: Queryable, history: History) {
  const problems: string[] = [];
  const rows = await db.query<{ points: number; n: number }>(
    // Points spent on bookings are the ledger check's (each order's, by reference).
    "select -points as points, count(*)::integer as n from points_ledger where kind = 'redeem' and method is distinct from 'booking' group by points",
  );
  const applied = new Map(rows.map(({ points, n }) => [points, n]));
  for (const redemption of history.redemptions) {
    const times = applied.get(redemption.points) ?? 0;
    applied.delete(redemption.points);
    const settled = settledAnswer(redemption);
    const accepted = acceptedAnswers(redemption.answers);
    const describe = `Redemption ${redemption.key} of ${redemption.points} points (answers ${JSON.stringify(redemption.answers.map(({ status }) => status))})`;
    if (accepted.length && times !== 1) {
      problems.push(
        `${describe} was accepted but is in the ledger ${times} times`,
      );
    } else if (!accepted.length && settled?.status === 409 && times !== 0) {
      problems.push(
        `${describe} was refused but is in the ledger ${times} times`,
      );
    } else if (times > 1) {
      problems.push(`${describe} is in the ledger ${times} times`);
    }
    // Once its account is gone, a key answers 401 instead of its first answer.
    const replays = answersOf(
      redemption.answers.filter(({ status }) => status !== 401),
    );
    if (replays.size > 1) {
      problems.push(
        `${describe} was answered differently: ${[...replays].join(" / ")}`,
      );
    }
  }
  for (const [points, n] of applied) {
    problems.push(`${n} redemptions of ${points} points were never asked for`);
  }
  return problems;
}

async function orderProblems(db: Queryable, history: History) {
  const problems: string[] = [];
  const claims = await db.query<{ key: string; order_ids: string[] }>(
    "select key, array_agg(distinct order_id::text) as order_ids from order_requests where order_id is not null group by key",
  );
  const tied = new Map(claims.map(({ key, order_ids }) => [key, order_ids]));
  for (const order of history.orders) {
    const orderIds = tied.get(order.key) ?? [];
    tied.delete(order.key);
    const accepted = acceptedAnswers(order.answers).map(
      ({ body }) => (body as { data: { session_id: string } }).data.session_id,
    );
    const describe = `Order ${order.key} (answers ${JSON.stringify(order.answers.map(({ status }) => status))})`;
    if (orderIds.length > 1) {
      problems.push(
        `${describe} made ${orderIds.length} orders: ${orderIds.join(", ")}`,
      );
    }
    if (
      accepted.length &&
      (orderIds.length !== 1 || new Set([...accepted, ...orderIds]).size !== 1)
    ) {
      problems.push(
        `${describe} was accepted as ${[...new Set(accepted)].join(", ")} but its key is tied to ${orderIds.join(", ") || "no order"}`,
      );
    }
    const settled = settledAnswer(order);
    if (!accepted.length && settled && orderIds.length) {
      problems.push(`${describe} was refused but made an order`);
    }
    // An order's answer tells whether its points are available yet, which the clock changes.
    const replays = answersOf(order.answers, (answer) =>
      answer.status === 201
        ? (answer.body as { data: { session_id: string } }).data.session_id
        : answer.body,
    );
    if (replays.size > 1) {
      problems.push(
        `${describe} was answered differently: ${[...replays].join(" / ")}`,
      );
    }
  }
  for (const [key] of tied)
    problems.push(`An order was made under the unknown key ${key}`);

  // One charge per order the card pays part of, and no charge without one;
  // every order under a key (one key may be stored from two sign-in
  // states, a retry after signing out: still one order).
  const [counts] = await db.query<{
    orders: number;
    by_card: number;
    keyed: number;
    charges: number;
    charged: number;
  }>(
    `select (select count(*) from orders)::integer as orders,
            (select count(*) from orders where card_cents > 0)::integer as by_card,
            (select count(distinct order_id) from order_requests where order_id in (select id from orders))::integer as keyed,
            (select count(*) from test_payments where status = 'captured')::integer as charges,
            (select count(*) from orders where payment_id in (select id from test_payments))::integer as charged`,
  );
  if (
    counts &&
    (counts.keyed !== counts.orders ||
      counts.charges !== counts.by_card ||
      counts.charged !== counts.by_card)
  ) {
    problems.push(
      `${counts.orders} orders (${counts.by_card} paid by card), ${counts.keyed} of them tied to a key and ${counts.charged} to a charge, for ${counts.charges} charges`,
    );
  }
  return problems;
}

async function reversalProblems(db: Queryable, history: History) {
  const problems: string[] = [];
  const rows = await db.query<{ reference: string; points: number[] }>(
    // A failed booking's points come back by reversal too; the ledger check has those.
    `select reference, array_agg(-points) as points from points_ledger l
     where kind = 'reversal'
       and not exists (select 1 from orders o where o.id::text = l.reference)
     group by reference`,
  );
  const applied = new Map(
    rows.map(({ reference, points }) => [reference, points]),
  );
  for (const report of history.reversals) {
    const reference = reversalReference(report.id);
    const points = applied.get(reference) ?? [];
    applied.delete(reference);
    const expected = report.outcome === "reversed" ? [report.points] : [];
    if (JSON.stringify(points) !== JSON.stringify(expected)) {
      problems.push(
        `Correction ${report.id} reported ${JSON.stringify(report)} but the ledger holds ${JSON.stringify(points)}`,
      );
    }
  }
  for (const [reference] of applied)
    problems.push(`A reversal ${reference} was never reported`);
  return problems;
}
