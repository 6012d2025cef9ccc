import { defineConfig } from "vitest/config";

// The API suite: server/ runs under vitest (native ESM, which openid-client and
// oidc-provider need); the site's unit tests stay on jest.
export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "eslint/**/*.test.ts"],
    environment: "node",
    setupFiles: ["server/testing/answer-contract-setup.ts"],
    globals: true,
    // Each file boots its own database; two cores here.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/api.json" },
  },
});
