import type { Queryable } from "../../platform/db/database";
import { ledgerProblems } from "../../points/ledger-check";
import { balanceProblems } from "../ledger-chaos/invariants";
import { isSettled } from "../ledger-chaos/keyed-requests";
import { expectedEnd } from "./order-plan";
import type { KeyedOrder, OrderHistory } from "./run-orders";

interface OrderEnd {
  id: string;
  status: string;
  step: string;
  failure: string | null;
  booking_reference: string | null;
  payment_status: string;
  payment_id: string | null;
  user_id: string | null;
  total_cents: number;
  card_cents: number;
  points_spent: number;
  points_value_cents: number;
  /** The test payments made under the order's payment key. */
  payments: { id: string; status: string; amount_cents: number }[];
  /** Its points_spent given back: the sum and count of its reversal rows. */
  returned: number;
  reversals: number;
  /** Its booking confirmations in the outbox (server/mail). */
  confirmations: number;
}

/**
 * What must hold once no order is processing, read from the database: each
 * order confirmed (booked, captured for exactly what the card pays) or
 * failed with nothing captured and its points given back; no authorization
 * left open; one booking confirmation queued for each confirmed order and
 * none for a failed one; each key tied to one order at most, answered that
 * order, and ended as its case says; and the ledger's own checks. One
 * sentence each.
 */
export async function orderInvariantProblems(
  db: Queryable,
  history: OrderHistory,
): Promise<string[]> {
  const orders = await db.query<OrderEnd>(
    `select o.id, o.status, o.step, o.failure, o.booking_reference,
       o.payment_status, o.payment_id, o.user_id::text as user_id,
       (o.price->>'total_cents')::integer as total_cents,
       o.card_cents, o.points_spent, o.points_value_cents,
       coalesce((select json_agg(json_build_object('id', p.id, 'status', p.status,
           'amount_cents', p.amount_cents) order by p.created_at)
         from test_payments p
         where left(p.idempotency_key, length(o.payment_key) + 1) = o.payment_key || ':'),
         '[]'::json) as payments,
       coalesce((select sum(l.points) from points_ledger l
         where l.reference = o.id::text and l.kind = 'reversal'), 0)::integer as returned,
       (select count(*) from points_ledger l
         where l.reference = o.id::text and l.kind = 'reversal')::integer as reversals,
       (select count(*) from mail_outbox m where m.order_id = o.id
         and m.kind = 'booking-confirmation')::integer as confirmations
     from orders o order by o.created_at`,
  );
  const open = await db.query<{ id: string; amount_cents: number }>(
    "select id, amount_cents from test_payments where status = 'authorized'",
  );
  return [
    ...orders.flatMap(endProblems),
    ...open.map(
      ({ id, amount_cents }) =>
        `Test payment ${id} of ${amount_cents} cents is left authorized`,
    ),
    ...(await keyProblems(db, history, orders)),
    ...(await ledgerProblems(db)),
    ...(await balanceProblems(db, history)),
  ];
}

function endProblems(order: OrderEnd): string[] {
  const problems: string[] = [];
  const describe = `Order ${order.id} (${order.status}, step ${order.step}, payments ${JSON.stringify(order.payments)})`;
  if (order.card_cents !== order.total_cents - order.points_value_cents) {
    problems.push(
      `${describe} has the card pay ${order.card_cents} cents of ${order.total_cents} less ${order.points_value_cents} paid by points`,
    );
  }
  if (order.status === "confirmed") {
    const paid = order.card_cents > 0 ? [order.card_cents] : [];
    const captured = order.payments.filter((p) => p.status === "captured");
    if (
      order.payments.length !== paid.length ||
      captured.length !== paid.length ||
      captured.some(
        (p) => p.amount_cents !== order.card_cents || p.id !== order.payment_id,
      ) ||
      (paid.length && order.payment_status !== "captured")
    ) {
      problems.push(
        `${describe} is confirmed but not captured once for its ${order.card_cents} cents`,
      );
    }
    if (!order.booking_reference) {
      problems.push(`${describe} is confirmed without a booking reference`);
    }
    if (order.reversals) {
      problems.push(`${describe} is confirmed but its points were given back`);
    }
    if (order.confirmations !== 1) {
      problems.push(
        `${describe} is confirmed with ${order.confirmations} booking confirmations queued, not one`,
      );
    }
  } else if (order.status === "failed") {
    if (
      order.payments.some((p) => !["voided", "declined"].includes(p.status))
    ) {
      problems.push(`${describe} failed but a payment was not released`);
    }
    const owed = order.user_id && order.points_spent > 0;
    if (
      owed
        ? order.reversals !== 1 || order.returned !== order.points_spent
        : order.reversals !== 0
    ) {
      problems.push(
        `${describe} failed having spent ${order.points_spent} points, but ${order.reversals} reversals give back ${order.returned}`,
      );
    }
    if (order.confirmations) {
      problems.push(`${describe} failed but has a booking confirmation queued`);
    }
  } else {
    problems.push(`${describe} is still ${order.status}`);
  }
  return problems;
}

async function keyProblems(
  db: Queryable,
  history: OrderHistory,
  orders: OrderEnd[],
): Promise<string[]> {
  const problems: string[] = [];
  const byId = new Map(orders.map((order) => [order.id, order]));
  const rows = await db.query<{ key: string; order_ids: string[] }>(
    "select key, array_agg(order_id::text) as order_ids from order_requests where order_id is not null group by key",
  );
  const tied = new Map(rows.map(({ key, order_ids }) => [key, order_ids]));
  for (const [key, ids] of tied) {
    if (ids.length > 1) {
      problems.push(`The key ${key} is tied to ${ids.length} orders`);
    }
  }
  const untied = new Set(orders.map(({ id }) => id));
  for (const request of history.orders) {
    const ids = tied.get(request.key) ?? [];
    ids.forEach((id) => untied.delete(id));
    problems.push(...keyedProblems(request, ids, byId));
  }
  // A declined order frees its key; it is the one order such a key makes.
  const declinedKeys = history.orders.filter(
    ({ order }) => expectedEnd(order).failure === "declined",
  ).length;
  const declined = orders.filter(({ failure }) => failure === "declined");
  if (declined.length !== declinedKeys) {
    problems.push(
      `${declinedKeys} keys paid with a declined card made ${declined.length} declined orders`,
    );
  }
  for (const id of untied) {
    if (byId.get(id)?.failure !== "declined") {
      problems.push(`Order ${id} is tied to no key the test sent`);
    }
  }
  return problems;
}

function keyedProblems(
  request: KeyedOrder,
  ids: string[],
  byId: Map<string, OrderEnd>,
): string[] {
  const expected = expectedEnd(request.order);
  const settled = request.answers.filter(isSettled);
  const describe = `Key ${request.key} (${JSON.stringify(request.order)}, answers ${JSON.stringify(request.answers.map(({ status }) => status))})`;
  const answeredIds = new Set(
    settled
      .filter(({ status }) => status === 201)
      .map(
        ({ body }) =>
          (body as { data: { session_id: string } }).data.session_id,
      ),
  );
  const ended = ids.map((id) => byId.get(id));
  if (expected.failure === "declined") {
    if (settled.some(({ status }) => status !== 402)) {
      return [`${describe} was not answered 402 every time`];
    }
    if (ended.some((order) => order?.failure !== "declined")) {
      return [`${describe} is tied to an order that was not declined`];
    }
    return [];
  }
  if (!settled.length || settled.some(({ status }) => status !== 201)) {
    return [`${describe} was not answered 201 every time`];
  }
  const [order] = ended;
  if (ids.length !== 1 || !order) {
    return [`${describe} is tied to ${ids.length} orders`];
  }
  if (answeredIds.size !== 1 || !answeredIds.has(order.id)) {
    return [
      `${describe} answered ${[...answeredIds].join(", ")} but is tied to ${order.id}`,
    ];
  }
  if (order.status !== expected.status || order.failure !== expected.failure) {
    return [
      `${describe} ended ${order.status} (${order.failure}), not ${expected.status} (${expected.failure})`,
    ];
  }
  return [];
}
