import pg from "pg";
import type { Database, Queryable } from "./database";

export interface PostgresOptions {
  connectionString: string;
  /** Tables live in this schema (tests give each run its own); not created here. */
  schema?: string;
}

/** A Postgres server through a connection pool (DATABASE_URL). */
export async function openPostgresDatabase({
  connectionString,
  schema,
}: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A server that stopped answering fails a request in 5 s (503), not never.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Fail at start, naming the problem, rather than on the first request.
  (await pool.connect()).release();
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });

  return {
    async query(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      // The pool listens for a client's errors only while it is idle: one
      // checked out whose connection ends (the server stopping) would emit
      // 'error' to no one, an uncaught exception that ends the process. The
      // query under way fails by itself; the client is then thrown away.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on("error", onLost);
      try {
        await client.query("begin");
        const result = await work({
          async query(sql, params) {
            return (await client.query(sql, params)).rows;
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.removeListener("error", onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

/** Creates the tests' schema, when one is given, as the role that migrates. */
export async function createSchema(database: Queryable, schema?: string) {
  if (schema) await database.query(`create schema if not exists ${schema}`);
}
