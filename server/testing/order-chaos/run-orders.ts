import { randomUUID } from "node:crypto";
import { isRequotedOffer } from "../../../domain/fares/demo/requote";
import { killApiProcess, type ApiProcess } from "../api-process";
import {
  ADA_TREMBLAY,
  cardToken,
  searchFare,
  type SessionOffer,
} from "../http-booking";
import { httpBrowser, type HttpBrowser } from "../http-browser";
import { signInOverHttp } from "../http-sign-in";
import type { ChaosDatabase } from "../ledger-chaos/chaos-database";
import {
  sendOnce,
  sendUntilSettled,
  type KeyedRequest,
} from "../ledger-chaos/keyed-requests";
import { whenNoOrderProcessing } from "../ledger-chaos/no-order-processing";
import { startWorker } from "../ledger-chaos/worker-process";
import {
  CARDS,
  type Card,
  firstKillAfterMs,
  type OrderCase,
  type OrderRunPlan,
  type Payment,
} from "./order-plan";

/** One Idempotency-Key of POST /api/order, what it was for and every answer. */
export interface KeyedOrder extends KeyedRequest {
  order: OrderCase;
}

export interface OrderHistory {
  /** Every run's, as they share one database. */
  orders: KeyedOrder[];
  /** This run's traveller's balance as GET /api/point answered it, by user id. */
  balances: Map<string, { points: number; pending: number }>;
}

/** Someone who pays: a browser, signed in or not, with a fare and a token per test card. */
interface Payer {
  browser: HttpBrowser;
  headers: Record<string, string>;
  fare: Awaited<ReturnType<typeof searchFare>>["fare"];
  tokens: Record<Card, string>;
  userId?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An offer the demo source won't re-quote at the price check (domain/fares/demo/requote.ts). */
const keptPrice = (offers: SessionOffer[]) =>
  offers.find(({ id }) => !isRequotedOffer(id));

async function preparePayer(url: string, email?: string): Promise<Payer> {
  const browser = httpBrowser(url);
  const signedIn = email && (await signInOverHttp(browser, url, email));
  const { fare } = await searchFare(browser, keptPrice);
  const tokens = {} as Record<Card, string>;
  for (const card of Object.keys(CARDS) as Card[]) {
    tokens[card] = await cardToken(browser, CARDS[card]);
  }
  return signedIn
    ? {
        browser,
        fare,
        tokens,
        userId: signedIn.userId,
        headers: { authorization: `Bearer ${signedIn.token}` },
      }
    : { browser, fare, tokens, headers: {} };
}

/** The body's payment fields; points_to_spend joins them with points-paid orders. */
const paymentFields = (payer: Payer, payment: Payment) => ({
  payment_method: payer.tokens[payment.card],
});

function orderBody(payer: Payer, order: OrderCase) {
  const surname = order.bookingRefused ? "Bookfail" : ADA_TREMBLAY.surname;
  return {
    ...payer.fare,
    passengers: [{ ...ADA_TREMBLAY, surname }],
    contact: { email: "ada@example.com", phone: "+1 416 555 0100" },
    ...paymentFields(payer, order.payment),
  };
}

/** Runs only while no API process lives (see ageClaims in worker-tasks.ts). */
async function ageAbandoned(database: ChaosDatabase, id: string) {
  await startWorker(database.workerEnv, [{ kind: "age-claims", id }]).finished;
}

/**
 * One run on the API process `api` serves: a signed-in traveller and a
 * guest, the plan's orders sent at once, the API process killed meanwhile,
 * then restarted (by `restart`, on the same address) and each key sent
 * again until settled, killed again (if the plan says so) while that and
 * the recovery worker go on; then waits for every order to end.
 */
export async function runOrders(
  plan: OrderRunPlan,
  api: ApiProcess,
  restart: () => Promise<ApiProcess>,
  database: ChaosDatabase,
  history: OrderHistory,
): Promise<void> {
  const run = randomUUID().slice(0, 8);
  const [traveller, guest] = await Promise.all([
    preparePayer(api.url, `orders-${run}@example.test`),
    preparePayer(api.url),
  ]);
  const keyed = plan.orders.map((order, index): KeyedOrder => {
    const payer = order.payer === "traveller" ? traveller : guest;
    const body = orderBody(payer, order);
    const key = `${run}-${index}`;
    return {
      key,
      order,
      answers: [],
      lost: 0,
      send: () =>
        payer.browser.request("POST", "/api/order", {
          json: body,
          headers: { ...payer.headers, "idempotency-key": key },
        }),
    };
  });
  history.orders.push(...keyed);

  const sent = Promise.all(
    keyed.map(async (request) => {
      await sleep(request.order.delayMs);
      if (request.order.submits === "concurrent") {
        await Promise.all([sendOnce(request), sendOnce(request)]);
      } else {
        await sendOnce(request);
        if (request.order.submits === "sequential") await sendOnce(request);
      }
    }),
  );
  await sleep(firstKillAfterMs(plan));
  await killApiProcess(api);
  await sent;
  await ageAbandoned(database, `${run}-age-0`);
  const serving = await restart();

  // Retries reach whichever process serves the address; the kills between.
  const settling = Promise.all(keyed.map(sendUntilSettled));
  if (plan.killAgainAfterMs !== undefined) {
    await sleep(plan.killAgainAfterMs);
    await killApiProcess(serving);
    await ageAbandoned(database, `${run}-age-1`);
    await restart();
  }
  await settling;
  // A send whose answer was lost is sent once more, as a browser would.
  await Promise.all(keyed.map(sendUntilSettled));

  await whenNoOrderProcessing(database);
  const points = await traveller.browser.request("GET", "/api/point", {
    headers: traveller.headers,
  });
  const { data } = (await points.json()) as {
    data: { points: number; pending: { points: number }[] };
  };
  history.balances = new Map([
    [
      traveller.userId!,
      {
        points: data.points,
        pending: data.pending.reduce((sum, entry) => sum + entry.points, 0),
      },
    ],
  ]);
}
