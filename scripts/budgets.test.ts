/** @jest-environment node */
import {
  checkBudgets,
  FLOOR_KB,
  formatTable,
  jestReport,
  beforeIdleBudget,
  pageBudget,
  routeOf,
  type Measures,
} from "./budgets";

const KB = 1024;
/** Bytes of a page at `ratio` × the floor, rounded down. */
const atRatio = (ratio: number) => Math.floor(ratio * FLOOR_KB * KB);
const results = ["search-results-cccc3333.js"];

/** A build within every budget; each test breaks one thing. */
const withinBudget = (): Measures => ({
  pages: [
    {
      path: "/search",
      bytes: atRatio(1.27),
      scripts: ["app-1.js", ...results],
    },
    { path: "/", bytes: atRatio(1.15), scripts: ["app-1.js"] },
    {
      path: "/fr/search",
      bytes: atRatio(1.2),
      scripts: ["app-1.js", ...results],
    },
    { path: "/fr", bytes: atRatio(1), scripts: ["app-1.js"] },
  ],
  resultsChunk: results,
  lazyChunks: [{ file: "516-abcd.js", bytes: 100 * KB }],
  homeHtmlBytes: 20 * KB,
});

const failures = (measures: Measures) =>
  checkBudgets(measures)
    .filter((check) => !check.passed)
    .map((check) => check.failure);

describe("page budgets", () => {
  it("gives /search in every language 1.27 × the floor, other pages 1.15", () => {
    expect(routeOf("/fr/search")).toBe("/search");
    expect(routeOf("/fr")).toBe("/");
    expect(routeOf("/france")).toBe("/france");
    expect(pageBudget("/search").ratio).toBe(1.27);
    expect(pageBudget("/fr/search").ratio).toBe(1.27);
    expect(pageBudget("/search/x").ratio).toBe(1.15);
    expect(pageBudget("/").kb).toBeCloseTo(1.15 * 114.6);
    expect(pageBudget("/fr/checkout").ratio).toBe(1.15);
  });

  it("gives what a first visit fetches before idle 1.33 × the floor on /search, 1.25 elsewhere", () => {
    expect(beforeIdleBudget("/fr/search").ratio).toBe(1.33);
    expect(beforeIdleBudget("/search").kb).toBeCloseTo(1.33 * 114.6);
    expect(beforeIdleBudget("/").ratio).toBe(1.25);
    expect(beforeIdleBudget("/fr/points").kb).toBeCloseTo(1.25 * 114.6);
  });
});

describe("checkBudgets", () => {
  it("passes a build at its budgets: one check per page and per rule", () => {
    const checks = checkBudgets(withinBudget());
    expect(checks.every((check) => check.passed)).toBe(true);
    expect(checks.map((check) => check.name)).toEqual([
      "first-load JS of / ≤ 1.15 × floor (131.8 KB gzip)",
      "first-load JS of /fr ≤ 1.15 × floor (131.8 KB gzip)",
      "first-load JS of /fr/search ≤ 1.27 × floor (145.5 KB gzip)",
      "first-load JS of /search ≤ 1.27 × floor (145.5 KB gzip)",
      "/fr/search loads the search-results chunk with its first load",
      "/search loads the search-results chunk with its first load",
      "no page but /search loads the search-results chunk first",
      "no lazy chunk over 100 KB gzip",
      "home HTML (public/index.html) ≤ 20 KB gzip",
    ]);
  });

  it("fails a page over its budget, naming the page, its size and budget", () => {
    const measures = withinBudget();
    measures.pages[1]!.bytes = atRatio(1.15) + 100;
    measures.pages[0]!.bytes = atRatio(1.27) + 100;
    expect(failures(measures)).toEqual([
      "/ loads 131.9 KB gzip of JavaScript first (1.151 × floor), over its budget of 131.8 KB (1.15 × the 114.6 KB floor)",
      "/search loads 145.6 KB gzip of JavaScript first (1.271 × floor), over its budget of 145.5 KB (1.27 × the 114.6 KB floor)",
    ]);
  });

  it("fails /search when its first load leaves the results chunk to be found later", () => {
    const measures = withinBudget();
    measures.pages[2]!.scripts = ["app-1.js"];
    expect(failures(measures)).toEqual([
      "/fr/search finds the results screen (search-results-cccc3333.js) only once it runs: a waterfall",
    ]);
  });

  it("fails another page that loads the results chunk first", () => {
    const measures = withinBudget();
    measures.pages[1]!.scripts.push(results[0]!);
    expect(failures(measures)).toEqual([
      "the results screen is in the first load of /",
    ]);
  });

  it("fails when there is no /search page to check", () => {
    const measures = withinBudget();
    measures.pages = measures.pages.filter((p) => !p.path.endsWith("search"));
    expect(failures(measures)).toEqual(["no /search page"]);
  });

  it("fails a lazy chunk over 100 KB, naming it", () => {
    const measures = withinBudget();
    measures.lazyChunks.push({ file: "644-beef.js", bytes: 100 * KB + 1 });
    expect(failures(measures)).toEqual([
      "lazy chunk 644-beef.js is 100.0 KB gzip, over the 100 KB budget",
    ]);
  });

  it("fails a home page HTML over 20 KB", () => {
    const measures = withinBudget();
    measures.homeHtmlBytes = 21 * KB;
    expect(failures(measures)).toEqual([
      "public/index.html is 21.0 KB gzip, over its budget of 20 KB",
    ]);
  });
});

describe("formatTable", () => {
  it("lists pages sorted by path with size, ratio, budget and a mark", () => {
    const measures = withinBudget();
    measures.pages[3]!.bytes = atRatio(1.3);
    const lines = formatTable(measures).split("\n");
    const rows = lines.filter((line) => line.startsWith("/"));
    expect(rows.slice(0, 4)).toEqual([
      "/             131.8    1.150    131.8  ✓",
      "/fr           149.0    1.300    131.8  ✗",
      "/fr/search    137.5    1.200    145.5  ✓",
      "/search       145.5    1.270    145.5  ✓",
    ]);
    expect(lines).toContain(
      "Home HTML (public/index.html): 20.0 KB gzip, budget 20 KB ✓",
    );
  });
});

describe("jestReport", () => {
  it("counts the checks the way scripts/test-summary.mjs reads them", () => {
    const report = jestReport([
      { name: "a", passed: true },
      { name: "b", passed: false, failure: "b is over" },
    ]);
    expect(report).toMatchObject({
      success: false,
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          status: "failed",
          assertionResults: [
            { fullName: "a", status: "passed" },
            {
              fullName: "b",
              status: "failed",
              failureMessages: ["b is over"],
            },
          ],
        },
      ],
    });
  });
});
