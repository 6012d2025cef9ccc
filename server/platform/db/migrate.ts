import type { Database, Queryable } from "./database";
import { MIGRATIONS } from "./migrations";

// Any constant: it only has to be the same for every process of this API.
const MIGRATION_LOCK = 7_140_001;

/**
 * Applies the migrations not applied yet, in one transaction under an advisory
 * lock, so two processes starting together, or a second run, change nothing.
 * `afterwards` runs in the same transaction, under the lock, every time.
 * Returns the ids it applied.
 */
export async function migrate(
  database: Database,
  afterwards?: (tx: Queryable) => Promise<void>,
): Promise<string[]> {
  return database.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ id: string }>(
      "select id from schema_migrations",
    );
    const applied = new Set(rows.map((row) => row.id));
    const pending = MIGRATIONS.filter(({ id }) => !applied.has(id));
    for (const { id, sql } of pending) {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (id) values ($1)", [id]);
    }
    await afterwards?.(tx);
    return pending.map(({ id }) => id);
  });
}

/**
 * Prepared statements take one command each. Our migrations have no `;` in
 * strings or comments, only inside `$$`-quoted function bodies.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  sql
    .replace(/--.*$/gm, "")
    .split("$$")
    .forEach((part, index) => {
      // Odd parts are inside $$…$$: kept whole, quotes and all.
      if (index % 2 === 1) {
        current += `$$${part}$$`;
        return;
      }
      const pieces = part.split(";");
      current += pieces.shift() ?? "";
      for (const piece of pieces) {
        statements.push(current);
        current = piece;
      }
    });
  statements.push(current);
  return statements
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");
}
