import type { FastifyInstance } from "fastify";
import { startPeriodicWorker } from "../platform/jobs/periodic-worker";
import { ORDER_LEASE_SECONDS } from "./order-step-writes";
import { driveOrder, orderServices, type OrderServices } from "./order-steps";
import { releaseUnclaimedIntents } from "./unclaimed-intents";

/** An unfinished order whose lease has run out: nobody is driving it. */
const NOBODY_DRIVING =
  "status = 'processing' and (lease_until is null or lease_until < now())";

/** Orders one sweep takes on; the next sweep takes the rest. */
const SWEEP_SIZE = 100;

/**
 * Takes every unfinished order whose lease has run out (its process crashed,
 * or a supplier did not answer) and drives it to its end. The lease is taken
 * in the database with `skip locked`, so two processes sweeping together
 * never act on one order. Answers how many orders it took.
 */
export async function recoverOrders(services: OrderServices): Promise<number> {
  const taken = await services.database.query<{ id: string }>(
    `update orders set lease_until = now() + make_interval(secs => $1)
     where id in (
       select id from orders
       where ${NOBODY_DRIVING}
       order by created_at
       limit $2
       for update skip locked)
     returning id`,
    [ORDER_LEASE_SECONDS, SWEEP_SIZE],
  );
  for (const { id } of taken) {
    try {
      await driveOrder(services, id);
    } catch (error) {
      // The database failing mid-step: the lease runs out, the next sweep retries.
      services.log.error({ err: error, orderId: id }, "Order recovery failed");
    }
  }
  return taken.length;
}

/**
 * Takes one unfinished order nobody is driving (its lease ran out): true if
 * this process may now drive it.
 */
export async function takeOrderLease(
  services: OrderServices,
  orderId: string,
): Promise<boolean> {
  const taken = await services.database.query(
    `update orders set lease_until = now() + make_interval(secs => $2)
     where id = $1 and ${NOBODY_DRIVING}
     returning id`,
    [orderId, ORDER_LEASE_SECONDS],
  );
  return taken.length > 0;
}

/**
 * Runs recoverOrders (then releases unclaimed Stripe intents) at start and
 * every `periodSeconds` in this process, one sweep at a time; stops when
 * the app closes.
 */
export function startOrderRecovery(
  app: FastifyInstance,
  periodSeconds: number,
): void {
  const services = orderServices(app);
  startPeriodicWorker(app, {
    name: "order recovery",
    periodSeconds,
    run: async () => {
      await recoverOrders(services);
      await releaseUnclaimedIntents(services);
    },
  });
}
