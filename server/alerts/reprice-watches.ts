import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../platform/db/database";
import type { FareSource } from "../search";
import { earliestTripDate } from "../../domain/offers/search-session-limits";
import { queueMail } from "../mail";
import { priceAlert } from "./alert-mail";
import { isAlertWorthy } from "./alert-rule";
import { lowestTotal } from "./lowest-total";
import { tripOf, WATCH_COLUMNS, type WatchRow } from "./watch-store";

/** What a run needs: an app's, or a test's. */
export interface RepriceServices {
  database: Database;
  fareSource: FareSource;
  clock: () => Date;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, "warn">;
}

export interface RepriceOptions {
  /** Between two calls to the fare source, so a run stays within its rate limits. */
  pauseMs: number;
}

export interface RepriceRun {
  priced: number;
  alerts: number;
  dropped: number;
  failed: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Re-prices every watched trip once through the configured fare source,
 * one at a time, and writes each alert in the transaction that records the
 * price it announces: a run repeated (a process died mid-way) finds the
 * price already announced and sends nothing twice. Trips now in the past
 * are dropped first. Throws when the fare source failed every trip, so the
 * job is retried with its backoff.
 */
export async function repriceWatches(
  app: RepriceServices,
  options: RepriceOptions,
): Promise<RepriceRun> {
  const now = app.clock();
  const dropped = await app.database.query(
    "delete from price_watches where departure_date < $1::date returning id",
    [earliestTripDate(now)],
  );
  const watches = await app.database.query<{ id: string }>(
    "select id from price_watches order by last_priced_at nulls first, id",
  );
  const run: RepriceRun = {
    priced: 0,
    alerts: 0,
    dropped: dropped.length,
    failed: 0,
  };
  for (const [index, { id }] of watches.entries()) {
    if (index > 0) await pause(options.pauseMs);
    try {
      const alerted = await repriceWatch(app, id, now);
      if (alerted === undefined) continue;
      run.priced += 1;
      if (alerted) run.alerts += 1;
    } catch (error) {
      run.failed += 1;
      app.log.warn(
        { err: error, watchId: id },
        "A watched trip could not be priced",
      );
    }
  }
  if (run.failed > 0 && run.failed === watches.length) {
    throw new Error(
      `The fare source priced none of ${run.failed} watched trips`,
    );
  }
  return run;
}

type LockedWatch = WatchRow & { unsubscribe_key: string; email: string };

/** Prices one watch; answers whether it sent an alert (undefined: it was stopped meanwhile). */
async function repriceWatch(
  app: RepriceServices,
  id: string,
  now: Date,
): Promise<boolean | undefined> {
  const [current] = await app.database.query<WatchRow>(
    `select ${WATCH_COLUMNS} from price_watches w where w.id = $1`,
    [id],
  );
  if (!current) return undefined;
  const offers = await app.fareSource.searchOffers(tripOf(current));
  const lowest = lowestTotal(offers);
  if (lowest === undefined) return false;
  const day = now.toISOString().slice(0, 10);
  return app.database.transaction(async (tx) => {
    // Locked, so a stop or a second run waits for this one's verdict.
    const [watch] = await tx.query<LockedWatch>(
      `select ${WATCH_COLUMNS}, w.unsubscribe_key, u.email
       from price_watches w join users u on u.id = w.user_id
       where w.id = $1 for update of w`,
      [id],
    );
    if (!watch) return undefined;
    await tx.query(
      `insert into price_watch_days (watch_id, day, lowest_total_cents)
       values ($1, $2, $3)
       on conflict (watch_id, day) do update set lowest_total_cents =
         least(price_watch_days.lowest_total_cents, excluded.lowest_total_cents)`,
      [id, day, lowest],
    );
    const previous = watch.last_announced_cents;
    const alert = previous !== null && isAlertWorthy(previous, lowest);
    await tx.query(
      `update price_watches set last_priced_at = now(),
         last_announced_cents = case when $2 or last_announced_cents is null
           then $3 else last_announced_cents end
       where id = $1`,
      [id, alert, lowest],
    );
    if (alert) {
      await queueMail(
        tx,
        priceAlert(
          {
            watch,
            lowestCents: lowest,
            previousCents: previous,
            demo: app.fareSource.demo,
          },
          app.publicUrl,
        ),
        app.publicUrl,
      );
    }
    return alert;
  });
}
