// The first offers of a Duffel search while its airlines still answer: the
// API (FARE_SOURCE=duffel, in-process) against the Duffel stand-in answering
// a batch offer request's 50 offers in BATCHES batches over DELAY_MS. Timed:
// from POST /search-session to a GET (Prefer: wait) first showing offers,
// less the first batch's own delay, i.e. what we add (the stand-in's HTTP
// round trips included). Goal (issue 40): p99 under 50 ms.
import { createFareSource } from "../server/search/fare-sources";
import { startDuffelStandIn } from "../server/testing/duffel-stand-in/duffel-stand-in";
import { openInProcessApp, startRoundSearch } from "./in-process-search";
import { standInOffers } from "../server/testing/duffel-stand-in/stand-in-offers";

const SEARCHES = 40;
const OFFERS = 50;
const BATCHES = 5;
const DELAY_MS = 500;
const FIRST_BATCH_MS = DELAY_MS / BATCHES;
/** Our part once the supplier's first batch is in (issue 40). */
const GOAL_MS = 50;

type ListedOffers = ReturnType<typeof standInOffers>;

/** OFFERS copies of the stand-in's Air Canada offer, a dollar apart. */
const fiftyOffers = (request: Parameters<typeof standInOffers>[0]) => {
  const [base] = standInOffers(request) as [ListedOffers[0]];
  const plus = (amount: string, dollars: number) =>
    (Number(amount) + dollars).toFixed(2);
  return Array.from({ length: OFFERS }, (_, i) => ({
    ...base,
    id: `${base.id}_${i}`,
    total_amount: plus(base.total_amount, i),
    base_amount: plus(base.base_amount ?? "0", i),
  }));
};

const percentile = (sorted: number[], p: number) =>
  sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]!;

export async function benchFirstBatch(): Promise<void> {
  const standIn = await startDuffelStandIn(fiftyOffers);
  standIn.batchPace = { count: BATCHES, everyMs: DELAY_MS / BATCHES };
  const { app, close } = await openInProcessApp({
    fareSource: createFareSource({
      FARE_SOURCE: "duffel",
      DUFFEL_ACCESS_TOKEN: standIn.token,
      DUFFEL_API_URL: standIn.url,
    }),
  });
  try {
    const first: number[] = [];
    const complete: number[] = [];
    // The first search loads Duffel's client and warms the code: not timed.
    for (let round = -1; round < SEARCHES; round += 1) {
      const start = performance.now();
      const { sessionId, cookie } = await startRoundSearch(app, round);
      // As the results screen looks: each time after the batches it has.
      for (let seen = false, batches = 0; ;) {
        const answer = await app.inject({
          method: "GET",
          url: `/api/search-session/${sessionId}?after=${batches}`,
          headers: { cookie, prefer: "wait=5" },
        });
        const { status, offers, progress } = answer.json().data;
        batches = progress?.answered ?? batches;
        if (!seen && offers.length > 0) {
          seen = true;
          if (round >= 0)
            first.push(performance.now() - start - FIRST_BATCH_MS);
        }
        if (status !== "pending") {
          if (round >= 0) complete.push(performance.now() - start - DELAY_MS);
          break;
        }
      }
    }
    const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
    const line = (label: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(34)} p50 ${ms(percentile(sorted, 50))}   p99 ${ms(percentile(sorted, 99))}   worst ${ms(sorted.at(-1)!)}`,
      );
    };
    console.log(
      `Duffel first offers: ${SEARCHES} searches, ${OFFERS} offers in ${BATCHES} batches over ${DELAY_MS} ms (stand-in)`,
    );
    line(`first offers − first batch (${FIRST_BATCH_MS} ms)`, first);
    line(`complete − last batch (${DELAY_MS} ms)`, complete);
    const firstP99 = percentile(
      [...first].sort((a, b) => a - b),
      99,
    );
    console.log(
      `  goal: first offers p99 < ${GOAL_MS} ms ${firstP99 < GOAL_MS ? "met" : "missed"}`,
    );
  } finally {
    await close();
    await standIn.close();
  }
}
