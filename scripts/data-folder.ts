import path from "node:path";

const repoRoot = path.resolve(__dirname, "..");

/**
 * DATA_DIR as the server reads it (relative to the repository), for the
 * data scripts; exits with the Postgres tools' names when DATABASE_URL is set.
 */
export function embeddedDataDir(tool: "check-data" | "backup" | "restore") {
  if (process.env.DATABASE_URL) {
    const instead = {
      "check-data": "Postgres's own checks (amcheck, pg_amcheck)",
      backup: "pg_dump",
      restore: "pg_restore",
    }[tool];
    console.error(
      `DATABASE_URL is set: the data lives on that Postgres server, so use ${instead} there; npm run ${tool} is for the embedded database in DATA_DIR.`,
    );
    process.exit(1);
  }
  return path.resolve(repoRoot, process.env.DATA_DIR || ".data");
}

/** A file named on the command line, from where npm was run. */
export const fromUserCwd = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** Ends with one plain sentence, no stack. */
export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

export const seconds = (since: number) =>
  `${((performance.now() - since) / 1000).toFixed(1)} s`;
