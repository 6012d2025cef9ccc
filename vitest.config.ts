import { configDefaults, defineConfig } from "vitest/config";
import { JsonWithUnhandledErrors } from "./server/testing/json-with-unhandled-errors";
import { LongFilesFirst } from "./server/testing/long-files-first";

// The API suite: server/ runs under vitest (native ESM, which openid-client and
// oidc-provider need), and so do the bench's *.node.test.ts (Fastify's static
// files); the site's unit tests stay on jest.
// *.postgres.test.ts need a Postgres server: they run in CI's Postgres pass
// (DATABASE_URL, .ci/postgres-api-tests), with everything else again.
const postgresOnly = process.env.DATABASE_URL ? [] : ["**/*.postgres.test.ts"];

export default defineConfig({
  test: {
    include: [
      "server/**/*.test.ts",
      "eslint/**/*.test.ts",
      "bench/**/*.node.test.ts",
    ],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    environment: "node",
    setupFiles: ["server/testing/answer-contract-setup.ts"],
    globals: true,
    // Each file boots its own database; two cores here.
    maxWorkers: 2,
    // Files share a worker's modules instead of importing Fastify, PGlite and
    // the rest afresh each (two minutes of a run's import time). The suite
    // keeps no module state between files: nothing is mocked, no test sets
    // process.env, each file opens and closes its own app and database.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The JSON report counts the errors no test caught (see the reporter).
    reporters: ["default", new JsonWithUnhandledErrors({})],
    outputFile: { json: "test-results/api.json" },
  },
});
