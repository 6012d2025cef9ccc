import { firstLine, quoteName } from "./check-words";
import type { Database } from "./database";

/**
 * A table file cut short reads as a shorter table, with no error: its lost
 * rows are found through the primary key, whose index still lists them.
 * Walks each table in key order by its index (visiting every row it lists)
 * and compares with the rows read straight from the table.
 */
export async function lostRowsProblems(
  database: Database,
  tableRows: ReadonlyMap<string, number>,
): Promise<string[]> {
  const keys = await database.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array_agg(a.attname::text order by k.ord) as columns
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
     where i.indisprimary and c.relnamespace = current_schema()::regnamespace
     group by c.relname
     order by c.relname`,
  );
  const problems: string[] = [];
  for (const { table, columns } of keys) {
    const rows = tableRows.get(table);
    if (rows === undefined) continue;
    try {
      const listed = await rowsByKey(database, table, columns);
      if (listed !== rows) {
        problems.push(
          `The table ${table} has lost rows: its primary key lists ${listed}, the table holds ${rows}`,
        );
      }
    } catch (error) {
      problems.push(
        `The table ${table} has lost rows: its primary key lists rows that cannot be read (${firstLine(error)})`,
      );
    }
  }
  return problems;
}

async function rowsByKey(
  database: Database,
  table: string,
  columns: string[],
): Promise<number> {
  return database.transaction(async (tx) => {
    // Only a plain index scan visits each row the index lists.
    for (const scan of ["seqscan", "bitmapscan", "indexonlyscan"]) {
      await tx.query(`set local enable_${scan} = off`);
    }
    const order = columns.map(quoteName).join(", ");
    const [row] = await tx.query<{ rows: number }>(
      `select count(*)::integer as rows from (select ctid from ${quoteName(table)} order by ${order}) t`,
    );
    return row?.rows ?? 0;
  });
}
