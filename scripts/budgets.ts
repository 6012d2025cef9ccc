// The performance budgets of the built site and the decision on each; the
// numbers come from gatsby/first-load.ts, the run from check-budgets.mjs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../domain/languages";
import {
  GZIP_LEVEL,
  gzipSize,
  ownChunk,
  readLazyChunks,
  readSite,
} from "../gatsby/first-load";

/**
 * The floor, in KB gzip: the first-load JavaScript of a bare Gatsby 5 page
 * with React, Recoil and react-i18next, measured on this stack. `npm run
 * bench -- lighthouse` builds that page (bench/floor/) and prints its first
 * load, counted the same way; update this when those dependencies change.
 */
export const FLOOR_KB = 114.6;
/** Every page but /search: little more than the floor. */
export const PAGE_RATIO = 1.15;
/**
 * /search: the form, the search session and the results screen, with a
 * supplier's offers shown as they come and its nearby dates on request
 * (decision 0045: 1.25 until then), and the address's reader, which every
 * /search visit fetched as a chunk of its own after the first paint until
 * decision 0047 (1.26 until then; what it fetches before idle went down).
 */
export const SEARCH_RATIO = 1.27;
/**
 * The results screen's chunk (its webpackChunkName): /search requests it
 * with its first load, not after (no waterfall); no other page loads it first.
 */
export const RESULTS_CHUNK = "search-results";
export const LAZY_CHUNK_BUDGET_KB = 100;
export const HOME_HTML_BUDGET_KB = 20;

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A page's route without its language prefix: "/fr/search" → "/search". */
export function routeOf(pagePath: string): string {
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    if (pagePath === `/${language}`) return "/";
    if (pagePath.startsWith(`/${language}/`)) {
      return pagePath.slice(language.length + 1);
    }
  }
  return pagePath;
}

export function pageBudget(pagePath: string): { ratio: number; kb: number } {
  const ratio = routeOf(pagePath) === "/search" ? SEARCH_RATIO : PAGE_RATIO;
  return { ratio, kb: ratio * FLOOR_KB };
}

/**
 * Every script a first visit fetches before the page is idle: the first load
 * above, and what comes after the first paint (the consent banner, the
 * featured trips, the results screen). Measured in the browser
 * (e2e/first-visit-scripts.spec.ts) against the floor's first load, which is
 * all it fetches. Looser than the first load's ratios because it counts more;
 * set from the figures of decision 0037 with about 2 % to grow. /search's
 * from 1.32 to 1.33 with decision 0052: a desktop's visit gained 0.1 KB over
 * 1.32 while a phone's no longer fetches the airport lookup (1.4 KB).
 */
export const BEFORE_IDLE_PAGE_RATIO = 1.25;
export const BEFORE_IDLE_SEARCH_RATIO = 1.33;

export function beforeIdleBudget(pagePath: string): {
  ratio: number;
  kb: number;
} {
  const ratio =
    routeOf(pagePath) === "/search"
      ? BEFORE_IDLE_SEARCH_RATIO
      : BEFORE_IDLE_PAGE_RATIO;
  return { ratio, kb: ratio * FLOOR_KB };
}

export interface Measures {
  /** Each page's first-load scripts and their gzip bytes in all. */
  pages: { path: string; bytes: number; scripts: string[] }[];
  /** The files of the results screen's own chunk. */
  resultsChunk: string[];
  lazyChunks: { file: string; bytes: number }[];
  /** public/index.html, gzip. */
  homeHtmlBytes: number;
}

export interface Check {
  name: string;
  passed: boolean;
  failure?: string;
}

const check = (name: string, failure: string | null): Check =>
  failure === null ? { name, passed: true } : { name, passed: false, failure };

/** One check per page and per rule, pages sorted by path. */
export function checkBudgets(measures: Measures): Check[] {
  const pages = [...measures.pages].sort((a, b) => (a.path < b.path ? -1 : 1));
  const checks = pages.map(({ path: page, bytes }) => {
    const budget = pageBudget(page);
    return check(
      `first-load JS of ${page} ≤ ${budget.ratio} × floor (${budget.kb.toFixed(1)} KB gzip)`,
      bytes / KB <= budget.kb
        ? null
        : `${page} loads ${kb(bytes)} gzip of JavaScript first (${(bytes / KB / FLOOR_KB).toFixed(3)} × floor), over its budget of ${budget.kb.toFixed(1)} KB (${budget.ratio} × the ${FLOOR_KB} KB floor)`,
    );
  });
  const searchPages = pages.filter((page) => routeOf(page.path) === "/search");
  if (!searchPages.length) {
    checks.push(check("the build has a /search page", "no /search page"));
  }
  const loadsResults = (page: Measures["pages"][number]) =>
    page.scripts.some((file) => measures.resultsChunk.includes(file));
  for (const page of searchPages) {
    checks.push(
      check(
        `${page.path} loads the ${RESULTS_CHUNK} chunk with its first load`,
        loadsResults(page)
          ? null
          : `${page.path} finds the results screen (${measures.resultsChunk.join(", ")}) only once it runs: a waterfall`,
      ),
    );
  }
  const others = pages.filter(
    (page) => routeOf(page.path) !== "/search" && loadsResults(page),
  );
  checks.push(
    check(
      `no page but /search loads the ${RESULTS_CHUNK} chunk first`,
      others.length
        ? `the results screen is in the first load of ${others.map((page) => page.path).join(", ")}`
        : null,
    ),
  );
  const overLimit = measures.lazyChunks.filter(
    ({ bytes }) => bytes / KB > LAZY_CHUNK_BUDGET_KB,
  );
  checks.push(
    check(
      `no lazy chunk over ${LAZY_CHUNK_BUDGET_KB} KB gzip`,
      overLimit.length
        ? overLimit
            .map(({ file, bytes }) => `lazy chunk ${file} is ${kb(bytes)} gzip`)
            .join("; ") + `, over the ${LAZY_CHUNK_BUDGET_KB} KB budget`
        : null,
    ),
  );
  checks.push(
    check(
      `home HTML (public/index.html) ≤ ${HOME_HTML_BUDGET_KB} KB gzip`,
      measures.homeHtmlBytes / KB <= HOME_HTML_BUDGET_KB
        ? null
        : `public/index.html is ${kb(measures.homeHtmlBytes)} gzip, over its budget of ${HOME_HTML_BUDGET_KB} KB`,
    ),
  );
  return checks;
}

/** Measures the production build in publicDir. */
export function measureSite(publicDir: string): Measures {
  const site = readSite(publicDir);
  return {
    pages: site.pages.map((page) => ({
      path: page.path,
      scripts: page.firstLoad.scripts,
      bytes: page.gzipBytes.reduce((sum, bytes) => sum + bytes, 0),
    })),
    resultsChunk: ownChunk(site.build, RESULTS_CHUNK),
    lazyChunks: readLazyChunks(publicDir, site),
    homeHtmlBytes: gzipSize(readFileSync(path.join(publicDir, "index.html"))),
  };
}

const mark = (passed: boolean) => (passed ? "✓" : "✗");

/** The table `npm run test:budgets` prints, pages sorted by path. */
export function formatTable(measures: Measures): string {
  const pages = [...measures.pages].sort((a, b) => (a.path < b.path ? -1 : 1));
  const width = Math.max(4, ...pages.map((page) => page.path.length));
  const row = (cells: string[]) =>
    [
      cells[0]!.padEnd(width),
      ...cells.slice(1, 4).map((cell) => cell.padStart(7)),
      cells[4],
    ]
      .join("  ")
      .trimEnd();
  const lines = [
    "First-load JavaScript: each page's HTML scripts and its template's chunks",
    `(KB gzip, zlib level ${GZIP_LEVEL}; floor ${FLOOR_KB} KB)`,
    row(["page", "KB", "× floor", "budget", ""]),
  ];
  for (const { path: page, bytes } of pages) {
    const budget = pageBudget(page);
    lines.push(
      row([
        page,
        (bytes / KB).toFixed(1),
        (bytes / KB / FLOOR_KB).toFixed(3),
        budget.kb.toFixed(1),
        mark(bytes / KB <= budget.kb),
      ]),
    );
  }
  for (const page of pages.filter((p) => routeOf(p.path) === "/search")) {
    const loaded = page.scripts.some((f) => measures.resultsChunk.includes(f));
    lines.push(
      `${page.path}: ${RESULTS_CHUNK} chunk (${measures.resultsChunk.join(", ")}) ` +
        `${loaded ? "in" : "NOT in"} the first load ${mark(loaded)}`,
    );
  }
  const [largest] = measures.lazyChunks;
  const overLimit = measures.lazyChunks.filter(
    ({ bytes }) => bytes / KB > LAZY_CHUNK_BUDGET_KB,
  );
  lines.push(
    `Lazy chunks: ${measures.lazyChunks.length}` +
      (largest ? `, largest ${largest.file} ${kb(largest.bytes)}` : "") +
      `; over ${LAZY_CHUNK_BUDGET_KB} KB: ` +
      (overLimit.map((c) => `${c.file} ${kb(c.bytes)}`).join(", ") || "none") +
      ` ${mark(!overLimit.length)}`,
  );
  lines.push(
    `Home HTML (public/index.html): ${kb(measures.homeHtmlBytes)} gzip, ` +
      `budget ${HOME_HTML_BUDGET_KB} KB ` +
      mark(measures.homeHtmlBytes / KB <= HOME_HTML_BUDGET_KB),
  );
  return lines.join("\n");
}

/** The checks in the shape of jest's JSON report, for scripts/test-summary.mjs. */
export function jestReport(
  checks: Check[],
  suite = "scripts/check-budgets.mjs",
) {
  const failed = checks.filter((c) => !c.passed).length;
  return {
    success: failed === 0,
    numTotalTests: checks.length,
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numPendingTests: 0,
    testResults: [
      {
        name: suite,
        status: failed ? "failed" : "passed",
        assertionResults: checks.map(({ name, passed, failure }) => ({
          ancestorTitles: [],
          title: name,
          fullName: name,
          status: passed ? "passed" : "failed",
          failureMessages: failure ? [failure] : [],
        })),
      },
    ],
  };
}
