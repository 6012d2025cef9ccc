// Orders against server/server.ts in its own process (a throwaway embedded
// database, the demo fare source and the test payment provider):
// (a) Pay to the order page's data: POST /api/order, then GET
// /api/order/{id} while it is processing, until confirmed; median and worst
// of 20, after 2 warm-up orders. Each order comes from its own address
// (X-Forwarded-For, TRUST_PROXY=loopback), as 20 travellers would: POST
// /api/order allows 20 a minute from one address.
// (b) The recovery worker after a restart: 100 orders left unfinished (half
// at step authorize, half at book with their card held, their leases over,
// as a killed server leaves them) are written while the server is down,
// then timed from the new process's spawn and from its first healthy answer
// until none is processing (GET /api/order/{id}, every 20 ms).
// Alone: `npm run bench -- orders`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isRequotedOffer } from "../domain/fares/demo/requote";
import { sparePort } from "../scripts/ports";
import { openDatabase } from "../server/platform/db/open-database";
import { startApiProcess } from "../server/testing/api-process";
import {
  ADA_TREMBLAY,
  cardToken,
  searchFare,
} from "../server/testing/http-booking";
import { httpBrowser, type HttpBrowser } from "../server/testing/http-browser";
import { median } from "./median";

const ORDERS = 20;
const WARM_UP = 2;
const UNFINISHED = 100;
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
const sleep = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, time));

/** The order's status as GET /api/order/{id} answers it to its browser. */
async function orderStatus(browser: HttpBrowser, id: string) {
  const answer = await browser.request("GET", `/api/order/${id}`);
  return ((await answer.json()) as { data: { status: string } }).data.status;
}

/** Milliseconds from Pay until the order answers `confirmed`. */
async function payAndWait(
  browser: HttpBrowser,
  body: object,
  n: number,
): Promise<{ ms: number; id: string }> {
  const started = performance.now();
  const answer = await browser.request("POST", "/api/order", {
    json: body,
    headers: {
      "idempotency-key": `bench-${n}`,
      "x-forwarded-for": `10.0.${n >> 8}.${n & 255}`,
    },
  });
  if (answer.status !== 201) throw new Error(await answer.text());
  const { data } = (await answer.json()) as {
    data: { session_id: string; status: string };
  };
  let status = data.status;
  while (status === "processing") {
    await sleep(20);
    status = await orderStatus(browser, data.session_id);
  }
  if (status !== "confirmed") throw new Error(`The order ended ${status}.`);
  return { ms: performance.now() - started, id: data.session_id };
}

/**
 * Copies of `templateId` left as a killed server leaves them: half at
 * authorize (nothing held yet), half at book (the card held); leases over.
 */
async function writeUnfinished(dataDir: string, templateId: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.transaction(async (tx) => {
      await tx.query(
        `create temp table bench_orders on commit drop as
         select o.*, n from orders o, generate_series(1, $2::integer) n where o.id = $1`,
        [templateId, UNFINISHED],
      );
      await tx.query(
        `update bench_orders set id = gen_random_uuid(),
           payment_key = 'bench_unfinished_' || n, status = 'processing',
           step = case when n % 2 = 0 then 'book' else 'authorize' end,
           payment_status = case when n % 2 = 0 then 'authorized' else 'pending' end,
           payment_id = case when n % 2 = 0 then 'pay_bench_' || n end,
           booking_reference = null, failure = null, failure_message = null,
           attempts = 0, lease_until = now() - interval '1 minute',
           created_at = now(), updated_at = now()`,
      );
      await tx.query(
        `insert into test_payments (id, idempotency_key, payment_method,
           amount_cents, currency, status, brand, last4)
         select payment_id, payment_key || ':authorize', payment_method,
           card_cents, 'CAD', 'authorized', card_brand, card_last4
         from bench_orders where payment_id is not null`,
      );
      await tx.query("alter table bench_orders drop column n");
      const rows = await tx.query<{ id: string }>(
        "insert into orders select * from bench_orders returning id",
      );
      return rows.map(({ id }) => id);
    });
  } finally {
    await database.close();
  }
}

export async function benchOrders(): Promise<void> {
  const parent = mkdtempSync(path.join(tmpdir(), "bench-orders-"));
  const dataDir = path.join(parent, "data");
  const port = await sparePort();
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "loopback",
  };
  let api = await startApiProcess(port, env);
  try {
    const browser = httpBrowser(api.url);
    const { fare } = await searchFare(browser, (offers) =>
      offers.find(({ id }) => !isRequotedOffer(id)),
    );
    const body = {
      ...fare,
      passengers: [ADA_TREMBLAY],
      contact: { email: "ada@example.com", phone: "+1 416 555 0100" },
      payment_method: await cardToken(browser),
    };
    const times: number[] = [];
    let template = "";
    for (let n = 0; n < WARM_UP + ORDERS; n += 1) {
      const paid = await payAndWait(browser, body, n);
      if (n >= WARM_UP) times.push(paid.ms);
      template = paid.id;
    }
    console.log(
      "Orders, demo source and test provider, server/server.ts in its own process",
    );
    console.log(
      `  Pay to confirmed (${ORDERS} orders)   median ${ms(median(times))}   worst ${ms(Math.max(...times))}`,
    );

    await api.stop();
    const ids = await writeUnfinished(dataDir, template);
    const spawned = performance.now();
    api = await startApiProcess(port, env);
    const healthy = performance.now();
    const left = new Set(ids);
    let confirmed = 0;
    while (left.size) {
      for (const id of [...left]) {
        const status = await orderStatus(browser, id);
        if (status === "processing") continue;
        left.delete(id);
        if (status === "confirmed") confirmed += 1;
      }
      if (left.size) await sleep(20);
    }
    const ended = performance.now();
    console.log(
      `  ${UNFINISHED} unfinished orders ended by the recovery worker after a restart:` +
        ` ${ms(ended - spawned)} from spawn, ${ms(ended - healthy)} from the first healthy answer; ${confirmed} confirmed`,
    );
  } finally {
    await api.stop();
    rmSync(parent, { recursive: true, force: true });
  }
}
