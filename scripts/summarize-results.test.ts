/** @jest-environment node */
import {
  JEST_SHAPED_REPORTS,
  PLAYWRIGHT_REPORT,
  summarize,
} from "./summarize-results.mjs";

/** A jest-shaped report of `passed` passing tests and the failing ones named. */
const jestShaped = (passed: number, failing: string[] = []) => ({
  numPassedTests: passed,
  numFailedTests: failing.length,
  numPendingTests: 0,
  numRuntimeErrorTestSuites: 0,
  testResults: [
    {
      name: "a.test.ts",
      status: failing.length ? "failed" : "passed",
      assertionResults: failing.map((fullName) => ({
        fullName,
        status: "failed",
      })),
    },
  ],
});

type Status = "expected" | "unexpected" | "flaky" | "skipped";

/** A Playwright JSON report of one spec file with one test per entry. */
function playwright(tests: [title: string, status: Status][]) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const [, status] of tests) stats[status] += 1;
  const error = (title: string) => ({
    error: { message: `\u001b[31mError: ${title} broke\u001b[39m\nat line 3` },
  });
  return {
    stats,
    suites: [
      {
        title: "quality.spec.ts",
        specs: tests.map(([title, status]) => ({
          title,
          tests: [
            {
              projectName: "phone",
              status,
              results:
                status === "expected"
                  ? [{}]
                  : status === "flaky"
                    ? [error(title), {}]
                    : [error(title)],
            },
          ],
        })),
      },
    ],
  };
}

/** Every jest-shaped suite with one passing test, plus the Playwright report. */
const reports = (e2e: unknown) => ({
  ...Object.fromEntries(
    JEST_SHAPED_REPORTS.map(([, file]) => [file, jestShaped(1)]),
  ),
  [PLAYWRIGHT_REPORT]: e2e,
});

describe("summarize", () => {
  it("ends on `N passed, 0 failed` and `flaky: 0` when all passed", () => {
    const summary = summarize(reports(playwright([["a", "expected"]])));
    expect(summary).toEqual({
      lines: ["flaky: 0", "7 passed, 0 failed"],
      passed: 7,
      failed: 0,
      flaky: 0,
    });
  });

  it("counts a test that passed only on retry as flaky and failed, never passed", () => {
    const summary = summarize(
      reports(
        playwright([
          ["a", "expected"],
          ["axe on /faq", "flaky"],
        ]),
      ),
    );
    expect(summary).toEqual({
      lines: [
        "flaky (failed, then passed on retry): Playwright: quality.spec.ts › axe on /faq [phone]: Error: axe on /faq broke",
        "flaky: 1",
        "7 passed, 1 failed",
      ],
      passed: 7,
      failed: 1,
      flaky: 1,
    });
  });

  it("names failed and skipped tests and counts them as failed", () => {
    const all = reports(
      playwright([
        ["a", "unexpected"],
        ["b", "skipped"],
      ]),
    );
    all["test-results/jest.json"] = jestShaped(2, ["sums › adds"]);
    const summary = summarize(all);
    expect(summary.lines).toEqual([
      "failed: jest: sums › adds (failed)",
      "failed: Playwright: quality.spec.ts › a [phone]: Error: a broke",
      "flaky: 0",
      "7 passed, 3 failed",
    ]);
    expect(summary.failed).toBe(3);
  });

  it("counts and names an error no test caught, on a run whose tests all passed", () => {
    const all = reports(playwright([["a", "expected"]]));
    all["test-results/api.json"] = {
      ...jestShaped(3),
      numRuntimeErrorTestSuites: 1,
      unhandledErrors: ["Error: read ECONNRESET"],
    };
    const summary = summarize(all);
    expect(summary.lines).toEqual([
      "failed: vitest: an error outside any test: Error: read ECONNRESET",
      "flaky: 0",
      "9 passed, 1 failed",
    ]);
    expect(summary.failed).toBe(1);
  });

  it("keeps an assertion's received value and drops the stack", () => {
    const e2e = playwright([["order", "unexpected"]]);
    e2e.suites[0]!.specs[0]!.tests[0]!.results = [
      {
        error: {
          message: [
            "Error: expect(received).toEqual(expected) // deep equality",
            "",
            "- Expected  -  1",
            "+ Received  + 3",
            '+   "Loading chunk 7 failed",',
            "    at /e2e/failing-api-booking.spec.ts:137:18",
          ].join("\n"),
        },
      },
    ];
    expect(summarize(reports(e2e)).lines[0]).toBe(
      [
        "failed: Playwright: quality.spec.ts › order [phone]: Error: expect(received).toEqual(expected) // deep equality",
        "- Expected  -  1",
        "+ Received  + 3",
        '+   "Loading chunk 7 failed",',
      ].join("\n    "),
    );
  });

  it("counts a report never written as a failure, and prints no flaky count without the browser tests", () => {
    const all = reports(null);
    all["test-results/api-postgres.json"] = null;
    expect(summarize(all)).toEqual({
      lines: [
        "vitest on Postgres wrote no results (test-results/api-postgres.json)",
        "Playwright wrote no results (test-results/e2e.json)",
        "5 passed, 2 failed",
      ],
      passed: 5,
      failed: 2,
      flaky: 0,
    });
  });
});
