import type { IntegrityReport } from "../server/platform/db/integrity-check";

/** The integrity check's report as check-data and restore print it. */
export function describeCheck(
  { tables, indexes, problems }: IntegrityReport,
  dataDir: string,
  took = "",
): { text: string; ok: boolean } {
  if (problems.length > 0) {
    return {
      text: problems.map((problem) => `${problem}.`).join("\n"),
      ok: false,
    };
  }
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const lines = [
    `${dataDir} is sound${took && ` (checked in ${took})`}: ${tables.length} tables read to their last page (${rows.toLocaleString("en")} rows), ${indexes.length} btree indexes checked against them, and the points ledger.`,
    ...tables.map(
      ({ name, rows }) => `  ${name}: ${rows.toLocaleString("en")} rows`,
    ),
  ];
  return { text: lines.join("\n"), ok: true };
}
