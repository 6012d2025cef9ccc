import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The API suite's files that run tens of seconds each (real processes,
 * databases on disk, a property run under kills), longest first as measured
 * in CI. On a clean clone vitest has no timings and runs the largest files
 * first, which put the longest file (a small one) last, on one worker while
 * the other sat idle for over a minute. A file not named here keeps vitest's
 * order after these.
 */
const LONG_FILES = [
  "server/points/ledger-under-kills.test.ts",
  "server/points/ledger-under-kills.postgres.test.ts",
  "server/one-owner.test.ts",
  "server/two-processes.postgres.test.ts",
  "server/platform/db/postgres-restart.postgres.test.ts",
  "server/platform/db/integrity-check.test.ts",
  "server/platform/db/backup-restore.test.ts",
  "server/platform/db/pglite-database.test.ts",
  "server/dependency-down.test.ts",
];

const rank = (file: TestSpecification) => {
  const found = LONG_FILES.findIndex((name) => file.moduleId.endsWith(name));
  return found === -1 ? LONG_FILES.length : found;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    // A stable sort: the rest stay in vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
