import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Database } from "../platform/db/database";
import { createFakeBuild } from "../testing/fake-build";
import { createFakeFareSource } from "../testing/fake-fare-source";
import {
  cardToken,
  insertSearchSession,
  postOrder,
  testOffer,
  testOrderRequest,
} from "../testing/order-fixtures";
import { openTestApi } from "../testing/test-api";

// Card numbers and CVCs are never stored nor logged, whatever happens to the
// request: tokenised, refused, malformed, or used for an order.
let app: FastifyInstance;
let database: Database;
let removeBuild = () => {};
const logLines: string[] = [];

beforeAll(async () => {
  const build = createFakeBuild();
  removeBuild = build.remove;
  const api = await openTestApi({}, { fareSource: createFakeFareSource() });
  database = api.database;
  app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    // The most talkative level, so nothing is left out of the check.
    logger: {
      level: "trace",
      stream: { write: (line) => logLines.push(line) },
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeBuild();
});

const NUMBERS = [
  "4242 4242 4242 4242",
  "5555 5555 5555 4444",
  "3782 822463 10005",
  "4000 0000 0000 0002",
  "4012 8888 8888 1881",
];
const CVC = "9173";
const forms = (number: string) => [number, number.replace(/ /g, "")];

const postRaw = (payload: string) =>
  app.inject({
    method: "POST",
    url: "/api/payment/card",
    headers: { "content-type": "application/json" },
    payload,
  });

describe("card numbers", () => {
  beforeAll(async () => {
    for (const number of NUMBERS) {
      const amex = number.startsWith("37");
      await app.inject({
        method: "POST",
        url: "/api/payment/card",
        payload: {
          number,
          exp_month: 12,
          exp_year: 2098,
          cvc: amex ? CVC : CVC.slice(0, 3),
          name: "Ada",
        },
      });
      // Malformed JSON, a schema failure, an expired card.
      await postRaw(`{"number": "${number}", "cvc": "${CVC}",`);
      await postRaw(JSON.stringify({ number, cvc: CVC, exp_month: "12" }));
      await postRaw(
        JSON.stringify({
          number,
          cvc: CVC.slice(0, 3),
          exp_month: 1,
          exp_year: 2001,
          name: "A",
        }),
      );
    }
    for (const number of ["4242 4242 4242 4242", "4000 0000 0000 0002"]) {
      const offer = testOffer();
      const sessionId = await insertSearchSession(database, {
        offers: [offer],
      });
      const body = testOrderRequest(
        sessionId,
        offer,
        await cardToken(app, number),
      );
      await postOrder(app, body, `secrecy-${number.slice(-4)}`);
    }
  });

  it("are stored in no table", async () => {
    const tables = await database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema()",
    );
    expect(tables.map((t) => t.table_name)).toContain("test_payment_methods");
    let stored = "";
    for (const { table_name } of tables) {
      const rows = await database.query<{ text: string }>(
        `select t::text as text from "${table_name}" t`,
      );
      stored += rows.map((row) => row.text).join("\n");
    }
    expect(stored).toContain("4242"); // the last four are kept
    for (const number of NUMBERS) {
      for (const form of forms(number)) expect(stored).not.toContain(form);
    }
  });

  it("are never logged, nor the CVC", () => {
    const logged = logLines.join("");
    expect(logged).toContain("/api/payment/card");
    for (const number of NUMBERS) {
      for (const form of forms(number)) expect(logged).not.toContain(form);
    }
    expect(logged).not.toContain(CVC);
  });
});
