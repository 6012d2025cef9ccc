import { quoteName, firstLine } from "./check-words";
import type { Database, Queryable } from "./database";
import { lostRowsProblems } from "./lost-rows-check";

export interface IntegrityReport {
  tables: { name: string; rows: number }[];
  /** The btree indexes bt_index_check went through. */
  indexes: string[];
  /** One plain sentence each, without its full stop; none when healthy. */
  problems: string[];
}

/**
 * A resource's own promises about its rows (the points ledger's, say),
 * checked after the tables and indexes. The caller names them, so the
 * platform knows no resource.
 */
export interface DataCheck {
  /** What is checked, as a sentence starts with it: "The points ledger". */
  subject: string;
  problems: (database: Database) => Promise<string[]>;
}

/** Rolls the check's transaction back: it leaves nothing behind. */
class Rollback extends Error {}

/**
 * Reads every table of the schema to its last page (with data checksums a
 * damaged page fails its read), every value included (TOAST too), has
 * amcheck go through every btree index and match it with its table, finds
 * rows a table lost but its primary key still lists (lost-rows-check.ts),
 * then runs each resource's own checks.
 */
export async function checkIntegrity(
  database: Database,
  dataChecks: readonly DataCheck[],
): Promise<IntegrityReport> {
  const report: IntegrityReport = { tables: [], indexes: [], problems: [] };
  const tables = await database.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = current_schema() order by tablename",
  );
  for (const { name } of tables) {
    try {
      report.tables.push({ name, rows: await readTable(database, name) });
    } catch (error) {
      report.problems.push(
        `The table ${name} could not be read: ${firstLine(error)}`,
      );
    }
  }
  await checkIndexes(database, report);
  report.problems.push(
    ...(await lostRowsProblems(
      database,
      new Map(report.tables.map(({ name, rows }) => [name, rows])),
    )),
  );
  for (const { subject, problems } of dataChecks) {
    try {
      report.problems.push(...(await problems(database)));
    } catch (error) {
      report.problems.push(
        `${subject} could not be checked: ${firstLine(error)}`,
      );
    }
  }
  return report;
}

/** Every row, by a sequential scan: no index can stand in for the table. */
async function readTable(database: Database, name: string): Promise<number> {
  return database.transaction(async (tx) => {
    for (const scan of ["indexscan", "indexonlyscan", "bitmapscan"]) {
      await tx.query(`set local enable_${scan} = off`);
    }
    const [row] = await tx.query<{ rows: number }>(
      `select count(*)::integer as rows, sum(length(t::text)) as bytes from ${quoteName(name)} t`,
    );
    return row?.rows ?? 0;
  });
}

async function checkIndexes(database: Database, report: IntegrityReport) {
  try {
    await database.transaction(async (tx) => {
      // Inside this transaction only: the schema stays as the migrations left it.
      await tx.query("create extension if not exists amcheck");
      const indexes = await tx.query<{ name: string }>(
        `select c.relname as name from pg_index i
         join pg_class c on c.oid = i.indexrelid
         join pg_am a on a.oid = c.relam
         where c.relnamespace = current_schema()::regnamespace and a.amname = 'btree'
         order by c.relname`,
      );
      for (const { name } of indexes) await checkIndex(tx, name, report);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) {
      report.problems.push(
        `The indexes could not be checked: ${firstLine(error)}`,
      );
    }
  }
}

async function checkIndex(
  tx: Queryable,
  name: string,
  report: IntegrityReport,
) {
  await tx.query("savepoint index_check");
  try {
    // heapallindexed: every row of the table is found in the index too.
    await tx.query(
      `select bt_index_check(to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1)), true)`,
      [name],
    );
    await tx.query("release savepoint index_check");
    report.indexes.push(name);
  } catch (error) {
    await tx.query("rollback to savepoint index_check");
    report.problems.push(`The index ${name} is damaged: ${firstLine(error)}`);
  }
}
