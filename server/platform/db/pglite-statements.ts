import { parse, protocol, type PGlite } from "@electric-sql/pglite";

const { serialize } = protocol;

/** Our SQL is a fixed set of strings; anything past this runs unprepared. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** The parameters' type oids, to serialise values as PGlite does. */
  paramTypes: number[];
}

function concat(messages: Uint8Array[]): Uint8Array {
  const length = messages.reduce((sum, message) => sum + message.length, 0);
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/**
 * Runs SQL as PGlite's query() does, but prepared. query() makes six calls
 * into Postgres (parse, describe, bind, describe, execute, sync), which parses
 * and plans the SQL every time: about 1 ms for a session lookup. Here each
 * SQL text is prepared once, by name, and then runs in one call with its plan
 * kept: about 0.3 ms. The caller holds PGlite's locks (see pglite-database).
 */
export function preparedStatements(db: PGlite) {
  const statements = new Map<string, Statement>();

  async function prepare(sql: string): Promise<Statement> {
    const name = `northfare_${statements.size}`;
    const { messages } = await db.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
    };
    statements.set(sql, statement);
    return statement;
  }

  return {
    /** Whether `sql` can be prepared (or already is). */
    accepts: (sql: string) =>
      statements.has(sql) || statements.size < MAX_STATEMENTS,

    async run<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
      const { name, paramTypes } = statements.get(sql) ?? (await prepare(sql));
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const toText = db.serializers[paramTypes[index]!];
        return toText ? toText(param) : String(param);
      });
      const { messages } = await db.execProtocol(
        concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const [result] = parse.parseResults(messages, db.parsers);
      return (result?.rows ?? []) as Row[];
    },
  };
}
