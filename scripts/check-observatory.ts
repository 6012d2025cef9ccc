// `npm run test:observatory` (in `npm test`, after the end-to-end tests):
// builds if needed (SKIP_BUILD=1 skips), serves the build over TLS on
// loopback with a CA made for the run, and has the MDN HTTP Observatory
// grade every HTML route; each must be A+. Writes test-results/observatory.json.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { pagePath, readBuiltPages } from "../server/platform/csp/built-pages";
import { openTestApi } from "../server/testing/test-api";
import { thirdPartyCsp } from "../server/platform/csp/third-party-csp";
import { jestReport, type Check } from "./budgets";
import { serveOverLoopbackHttps } from "./observatory/loopback-https";
import { makeLoopbackCertificates } from "./observatory/throwaway-ca";

export const REQUIRED_GRADE = "A+";

interface RouteResult {
  route: string;
  grade?: string;
  score?: number;
  failed?: string[];
  bonuses?: string[];
  error?: string;
}

/** Every page of the build, and a client-only route served by a rewrite. */
function htmlRoutes(publicDir: string): string[] {
  const pages = readBuiltPages(publicDir).map((page) => pagePath(page.file));
  return [...pages, "/order/cs_test_123", "/fr/order/cs_test_123"];
}

function scanInChild(port: number, routes: string[], caFile: string) {
  return new Promise<RouteResult[]>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(__dirname, "observatory", "scan-routes.mjs"),
        String(port),
        ...routes,
      ],
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const lines = output.split("\n").filter((line) => line.startsWith("{"));
      if (code !== 0) reject(new Error(`the scanner exited with ${code}`));
      else resolve(lines.map((line) => JSON.parse(line) as RouteResult));
    });
  });
}

function toCheck(result: RouteResult): Check {
  const name = `MDN HTTP Observatory grade of ${result.route} is ${REQUIRED_GRADE}`;
  if (result.error)
    return { name, passed: false, failure: `${result.route}: ${result.error}` };
  if (result.grade === REQUIRED_GRADE) return { name, passed: true };
  return {
    name,
    passed: false,
    failure: `${result.route} grades ${result.grade} (${result.score}): ${result.failed?.join("; ")}`,
  };
}

const repoRoot = path.resolve(__dirname, "..");

async function main(): Promise<number> {
  // A variable specifier: the .mjs has no type declarations.
  const script = pathToFileURL(path.join(__dirname, "ensure-build.mjs"));
  const { ensureBuild } = (await import(script.href)) as {
    ensureBuild: () => Promise<void>;
  };
  await ensureBuild();
  const publicDir = path.join(repoRoot, "public");
  const work = mkdtempSync(path.join(tmpdir(), "northfare-observatory-"));
  const certificates = await makeLoopbackCertificates();
  const caFile = path.join(work, "ca.pem");
  writeFileSync(caFile, certificates.caCert);
  const api = await openTestApi();
  const app = buildApp({
    api,
    publicDir,
    cspAdditions: thirdPartyCsp(publicDir),
  });
  const site = await serveOverLoopbackHttps(app, certificates);
  let checks: Check[];
  try {
    const routes = htmlRoutes(publicDir);
    const results = await scanInChild(site.port, routes, caFile);
    for (const r of results) {
      console.log(
        `${(r.grade ?? "error").padEnd(3)} ${String(r.score ?? "").padStart(4)}  ${r.route}` +
          (r.bonuses?.length ? `  (${r.bonuses.join(", ")})` : ""),
      );
    }
    checks = routes.map((route) =>
      toCheck(
        results.find((r) => r.route === route) ?? {
          route,
          error: "not scanned",
        },
      ),
    );
  } catch (error) {
    checks = [
      {
        name: "the MDN HTTP Observatory scans the build",
        passed: false,
        failure: String(error),
      },
    ];
  } finally {
    await site.close();
    await app.close();
    await api.database.close();
    rmSync(work, { recursive: true, force: true });
  }
  const resultsDir = path.join(repoRoot, "test-results");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, "observatory.json"),
    JSON.stringify(jestReport(checks, "scripts/check-observatory.ts"), null, 2),
  );
  const failures = checks.filter((check) => !check.passed);
  for (const { failure } of failures) console.error(`✗ ${failure}`);
  console.log(
    `${checks.length - failures.length} routes graded ${REQUIRED_GRADE}, ${failures.length} not`,
  );
  return failures.length ? 1 : 0;
}

void main().then((code) => process.exit(code));
