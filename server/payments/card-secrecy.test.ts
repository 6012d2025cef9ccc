import { randomUUID } from "node:crypto";
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
// request: tokenised, refused, malformed, or used for an order. Only what
// could hold them is searched: a log line's fields but those the server
// generates itself (a random request id may contain "917"), and every
// column of every table by its type.
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
const AMEX_CVC = CVC;
const OTHER_CVC = CVC.slice(0, 3);
/** Every way a card's secrets could be written down: the number spaced or not, the CVC. */
const SECRETS = [
  ...NUMBERS.flatMap((number) => [number, number.replace(/ /g, "")]),
  AMEX_CVC,
  OTHER_CVC,
];

const postRaw = (payload: string) =>
  app.inject({
    method: "POST",
    url: "/api/payment/card",
    headers: { "content-type": "application/json" },
    payload,
  });

describe("card numbers and CVCs", () => {
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
          cvc: amex ? AMEX_CVC : OTHER_CVC,
          name: "Ada",
        },
      });
      // Malformed JSON, a schema failure, an expired card.
      await postRaw(`{"number": "${number}", "cvc": "${CVC}",`);
      await postRaw(JSON.stringify({ number, cvc: CVC, exp_month: "12" }));
      await postRaw(
        JSON.stringify({
          number,
          cvc: OTHER_CVC,
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

  it("are stored in no column of any table", async () => {
    const columns = await database.query<Column>(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = current_schema() order by table_name, column_name`,
    );
    expect(columns).toContainEqual(
      expect.objectContaining({ table_name: "test_payment_methods" }),
    );
    const found: string[] = [];
    let lastFour = false;
    for (const column of columns) {
      const values = await columnValues(column);
      lastFour ||= values.some((value) => value === "4242");
      for (const value of values) {
        for (const secret of SECRETS) {
          if (holds(column, value, secret))
            found.push(`${column.table_name}.${column.column_name}: ${secret}`);
        }
      }
    }
    expect(lastFour).toBe(true); // the last four are kept, as they may be
    expect(found).toEqual([]);
  });

  it("are never logged", () => {
    const fields = logLines.flatMap((line) => searchedFields(JSON.parse(line)));
    expect(fields).toContainEqual(["req.path", "/api/payment/card"]);
    const found = fields.flatMap(([field, value]) =>
      SECRETS.filter((secret) => textHolds(value, secret)).map(
        (secret) => `${field}: ${secret}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("would be found where they could be", () => {
    const leaked = { level: 30, reqId: randomUUID(), msg: `cvc ${CVC}` };
    expect(searchedFields(leaked)).toContainEqual(["msg", `cvc ${CVC}`]);
    const text = { table_name: "t", column_name: "c", data_type: "text" };
    const integer = { ...text, data_type: "integer" };
    expect(holds(text, `card ${NUMBERS[0]}`, NUMBERS[0]!)).toBe(true);
    expect(holds(integer, OTHER_CVC, OTHER_CVC)).toBe(true);
    expect(holds(integer, "19173", OTHER_CVC)).toBe(false);
    expect(holds(text, `{"cvc":"${OTHER_CVC}"}`, OTHER_CVC)).toBe(true);
    expect(holds(text, `cvc=${CVC}`, CVC)).toBe(true);
    expect(holds(text, `c${OTHER_CVC}a-${CVC}0`, OTHER_CVC)).toBe(false);
    expect(holds(text, `c${OTHER_CVC}a-${CVC}0`, CVC)).toBe(false);
    expect(
      holds(
        text,
        `tok${NUMBERS[1]!.replace(/ /g, "")}x`,
        NUMBERS[1]!.replace(/ /g, ""),
      ),
    ).toBe(true);
  });
});

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

// Types a typed card number or CVC could be stored in, as text or as a number.
const TEXT_TYPES = ["text", "character varying", "character", "jsonb", "json"];
const NUMBER_TYPES = ["integer", "bigint", "smallint", "numeric"];
// Types the server fills itself, which cannot take a typed value.
const GENERATED_TYPES = [
  "uuid",
  "timestamp with time zone",
  "timestamp without time zone",
  "date",
  "boolean",
  "interval",
];

async function columnValues({
  table_name,
  column_name,
  data_type,
}: Column): Promise<string[]> {
  if (GENERATED_TYPES.includes(data_type)) return [];
  // A new type must be placed in one of the lists, never skipped unseen.
  expect([...TEXT_TYPES, ...NUMBER_TYPES]).toContain(data_type);
  const rows = await database.query<{ value: string | null }>(
    `select "${column_name}"::text as value from "${table_name}"`,
  );
  return rows.flatMap(({ value }) => (value === null ? [] : [value]));
}

/** A text holds a secret (textHolds); a number only when it is that number. */
function holds(column: Column, value: string, secret: string): boolean {
  if (NUMBER_TYPES.includes(column.data_type))
    return value === secret.replace(/ /g, "");
  return textHolds(value, secret);
}

/**
 * A card number anywhere in the text; a CVC only as its own token, since
 * three or four digits turn up by chance inside a generated key's hex
 * ("…c917a…" is no CVC), while a written one stands apart ("cvc":"917").
 */
function textHolds(text: string, secret: string): boolean {
  if (secret.length > 4) return text.includes(secret);
  const alphanumeric = /[0-9a-z]/i;
  for (
    let at = text.indexOf(secret);
    at !== -1;
    at = text.indexOf(secret, at + 1)
  ) {
    const before = text[at - 1] ?? "";
    const after = text[at + secret.length] ?? "";
    if (!alphanumeric.test(before) && !alphanumeric.test(after)) return true;
  }
  return false;
}

// What pino and the server write on their own: never a request's content.
const GENERATED_FIELDS: Record<string, RegExp> = {
  level: /^\d+$/,
  time: /^\d+$/,
  pid: /^\d+$/,
  hostname: /^[\w.-]+$/,
  reqId: /^[0-9a-f-]{36}$/,
  responseTime: /^[\d.]+$/,
};

/** Each field of a log line as a path and its text, but the generated ones (checked for their shape). */
function searchedFields(line: object, prefix = ""): [string, string][] {
  return Object.entries(line).flatMap(([key, value]): [string, string][] => {
    const field = prefix + key;
    if (value !== null && typeof value === "object")
      return searchedFields(value as object, `${field}.`);
    const shape = prefix === "" ? GENERATED_FIELDS[key] : undefined;
    if (shape) {
      expect(String(value)).toMatch(shape);
      return [];
    }
    return [[field, String(value)]];
  });
}
