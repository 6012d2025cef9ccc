import { defineConfig, devices } from "@playwright/test";
import {
  CHROMIUM_ARGS as args,
  CHROMIUM_PATH as executablePath,
} from "./e2e/chromium";

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // CI runs a failed test once more, so a test that passes on retry is told
  // apart as flaky; the summary names it and counts it as failed, and CI
  // fails on it (scripts/summarize-results.mjs).
  retries: process.env.CI ? 1 : 0,
  // Playwright empties outputDir on start; keep it apart from the jest report.
  outputDir: "test-results/e2e-artifacts",
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:8000",
    launchOptions: { executablePath, args },
    locale: "en-CA",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        ...devices["Pixel 7"],
        browserName: "chromium",
      },
    },
  ],
});
