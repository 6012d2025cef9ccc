// The API under load, as `npm start` runs it: server/server.ts in its own
// process on 127.0.0.1 (a throwaway embedded database, the default log level),
// and autocannon here, so the load never runs on the server's event loop.
// Per endpoint: a 1 s warm-up, then 5 s at 10 connections. Goal: p99 ≤ 10 ms.
// Alone: `node --import tsx bench/api-load.ts`. API_BENCH_CPU_PROF=<folder>
// writes the server's CPU profile there (node --cpu-prof) when it stops;
// API_BENCH_ONLY=<text> loads only the endpoints whose label contains it.
// Then the API's endpoints again on this host slowed to a benchmarkIndex of
// about 1,400 (bench/cpu-limited-group.ts); API_BENCH_HOST=0 leaves that out.
import { spawn, type ChildProcess } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../server/platform/db/open-database";
import { shiftIsoDate } from "../domain/offers/calendar-dates";
import { TORONTO_VANCOUVER } from "../server/search/demo/demo-test-trips";
import { recordEntry } from "../server/points/ledger";
import { createSignedInUser } from "../server/testing/signed-in-user";
import { autocannon, type AutocannonResult, type Request } from "./autocannon";
import { soak } from "./soak";
import { measureBenchmarkIndex } from "./benchmark-index";
import { referenceHostThrottle } from "./cpu-slowdown";
import { cpuLimitedGroup } from "./cpu-limited-group";

const repoRoot = path.resolve(__dirname, "..");
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;
const SECONDS = 5;
const GOAL_P99_MS = 10;

// A browser's headers: answers are compressed when they are big enough.
const BROWSER = { accept: "application/json", "accept-encoding": "gzip, br" };
const JSON_BODY = { ...BROWSER, "content-type": "application/json" };

interface Endpoint {
  label: string;
  /** Each connection sends these in turn. */
  requests: Request[];
  /** Default CONNECTIONS. */
  connections?: number;
  /** Whether the p99 goal applies (the API's), default true. */
  goal?: boolean;
}

async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/** A signed-in traveller with points, some of them pending, in `dataDir`. */
async function seedDatabase(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    const { user, authorization } = await createSignedInUser(database);
    await recordEntry(database, user.id, { kind: "adjust", points: 2_500 });
    await recordEntry(database, user.id, {
      kind: "earn",
      points: 1_234,
      reference: "bench booking",
      availableAt: new Date(Date.now() + 40 * 86_400_000),
    });
    return authorization;
  } finally {
    await database.close();
  }
}

function startServer(port: number, dataDir: string, log: number) {
  const profile = process.env.API_BENCH_CPU_PROF;
  const args = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  // Only what `npm start` needs: LOG_LEVEL, NODE_ENV and the rest default.
  return spawn(
    process.execPath,
    [...args, "--import", "tsx", "server/server.ts"],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", log, log],
    },
  );
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitUntilUp(base: string, server: ChildProcess, log: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not start:\n${readFileSync(log, "utf8")}`);
}

/** A demo search, created and read until complete; its id and its browser's cookie. */
async function completedSearch(
  base: string,
): Promise<{ sessionId: string; cookie: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const trip = {
    ...TORONTO_VANCOUVER,
    departureDate: shiftIsoDate(today, 60),
    arrivalDate: shiftIsoDate(today, 67),
  };
  const created = await fetch(`${base}/api/search-session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(trip),
  });
  if (created.status !== 201) {
    throw new Error(`POST /api/search-session: ${created.status}`);
  }
  const { sessionId } = (
    (await created.json()) as { data: { sessionId: string } }
  ).data;
  // Only the browser that searched reads the session: its order_access cookie.
  const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await fetch(`${base}/api/search-session/${sessionId}`, {
      headers: { cookie },
    });
    const { data } = (await answer.json()) as { data: { status: string } };
    if (data.status === "complete") return { sessionId, cookie };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The demo search did not complete");
}

function endpoints(
  authorization: string,
  search: { sessionId: string; cookie: string },
): Endpoint[] {
  const post = (url: string, body: object): Request => ({
    method: "POST",
    path: url,
    headers: JSON_BODY,
    body: JSON.stringify(body),
  });
  const get = (url: string, headers = {}): Request => ({
    method: "GET",
    path: url,
    headers: { ...BROWSER, ...headers },
  });
  return [
    {
      // After the warm-up each text's answer is cached (server/airports/airport-routes.ts).
      label: "POST /api/airport (5 texts)",
      requests: ["tor", "van", "par", "new y", "yul"].map((text) =>
        post("/api/airport", { text }),
      ),
    },
    {
      label: "GET /api/point (signed in)",
      requests: [get("/api/point", { authorization })],
    },
    {
      label: "POST /api/point/balance",
      requests: [
        post("/api/point/balance", { amount_cents: 45_678, currency: "CAD" }),
      ],
    },
    ...staticEndpoints(),
    {
      label: "GET /api/search-session/{id}",
      requests: [
        get(`/api/search-session/${search.sessionId}`, {
          cookie: search.cookie,
        }),
      ],
    },
  ];
}

/**
 * The home page and the main script as browsers fetch them, compressed
 * (brotli, gzip: the build's own .br and .gz files) and not ("plain": the
 * bytes as they are), at 10 and 100 connections: compression must cost
 * little beside sending the plain bytes.
 */
function staticEndpoints(): Endpoint[] {
  const script = readdirSync(path.join(repoRoot, "public")).find((file) =>
    /^app-[\w]+\.js$/.test(file),
  );
  const targets = [
    ["GET /", "/"],
    ...(script ? [["GET /app-….js", `/${script}`]] : []),
  ];
  const encodings = [
    ["br", "br"],
    ["gzip", "gzip"],
    ["plain", "identity"],
  ];
  return targets.flatMap(([label, url]) =>
    [10, 100].flatMap((connections) =>
      encodings.map(([name, encoding]) => ({
        label: `${label} (${name})`,
        connections,
        goal: false,
        requests: [
          {
            method: "GET" as const,
            path: url!,
            headers: { accept: "*/*", "accept-encoding": encoding! },
          },
        ],
      })),
    ),
  );
}

interface Row {
  label: string;
  result: AutocannonResult;
  /** The server's CPU time (all its threads) per request, when known. */
  cpuMs?: number;
  /** Errors, timeouts and non-2xx answers, warm-up included. */
  failures: number;
  goal: boolean;
}

/**
 * The process's user + system CPU time in ms, from /proc (Linux): unlike
 * latency, hardly moved by other work on a busy machine.
 */
function cpuTimeMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function load(
  base: string,
  endpoint: Endpoint,
  server: ChildProcess,
): Promise<Row> {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: endpoint.connections ?? CONNECTIONS,
      duration,
      requests: endpoint.requests,
    });
  const warmUp = await run(WARM_UP_SECONDS);
  const cpuBefore = cpuTimeMs(server.pid);
  const result = await run(SECONDS);
  const cpuAfter = cpuTimeMs(server.pid);
  const cpuMs =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : (cpuAfter - cpuBefore) / Math.max(result.requests.total, 1);
  const failures = [warmUp, result].reduce(
    (sum, run) => sum + run.errors + run.timeouts + run.non2xx,
    0,
  );
  const label = endpoint.connections
    ? `${endpoint.label} ×${endpoint.connections}`
    : endpoint.label;
  return { label, result, cpuMs, failures, goal: endpoint.goal ?? true };
}

function printTable(rows: Row[]): void {
  const cores = availableParallelism();
  const header = ["endpoint", "req/s", `req/s/core (${cores})`, "p50", "p90"];
  header.push("p99", "max", "goal", "server CPU/req", "bytes/resp");
  header.push("errors/non-2xx");
  const lines = rows.map(({ label, result, cpuMs, goal }) => {
    const { latency, requests } = result;
    return [
      label,
      requests.average.toFixed(0),
      (requests.average / cores).toFixed(0),
      `${latency.p50} ms`,
      `${latency.p90} ms`,
      `${latency.p99} ms`,
      `${latency.max} ms`,
      !goal ? "—" : latency.p99 <= GOAL_P99_MS ? "met" : "missed",
      cpuMs === undefined ? "n/a" : `${cpuMs.toFixed(2)} ms`,
      (result.throughput.total / Math.max(requests.total, 1)).toFixed(0),
      `${result.errors + result.timeouts}/${result.non2xx}`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

/**
 * `endpoints` again with the server held to the share of a core that a host
 * of benchmarkIndex about 1,400 has of this one's (the goal holds on a
 * slower host too). Its rows, or none when this host cannot be slowed.
 */
async function loadOnSlowedHost(
  base: string,
  server: ChildProcess,
  endpoints: Endpoint[],
): Promise<Row[]> {
  let index: number;
  try {
    index = await measureBenchmarkIndex();
  } catch (error) {
    console.log(
      `\nNo run on a slowed host: this host's benchmarkIndex could not be measured (${(error as Error).message.split("\n")[0]}).`,
    );
    return [];
  }
  const throttle = referenceHostThrottle(index);
  const group = throttle > 1 ? cpuLimitedGroup(1 / throttle) : undefined;
  if (!group || typeof group === "string") {
    console.log(
      `\nNo run on a slowed host: this host's benchmarkIndex is ${index}` +
        (group ? `, but ${group}.` : ", not above 1,400."),
    );
    return [];
  }
  try {
    group.add(server.pid!);
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      rows.push(await load(base, endpoint, server));
    }
    console.log(
      `\nThe same on this host slowed to a benchmarkIndex of about 1,400 ` +
        `(it reads ${index}): the server held to ` +
        `${Math.round(group.share * 100)}% of a core by a CPU cgroup, in 1 ms slices`,
    );
    printTable(rows);
    return rows;
  } finally {
    group.remove();
  }
}

export async function benchApi(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), "northfare-api-load-"));
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "server.log");
  const log = openSync(logFile, "w");
  let server: ChildProcess | undefined;
  let succeeded = false;
  try {
    const authorization = await seedDatabase(dataDir);
    const port = await sparePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir, log);
    await waitUntilUp(base, server, logFile);
    const search = await completedSearch(base);
    const rows: Row[] = [];
    const only = process.env.API_BENCH_ONLY ?? "";
    for (const endpoint of endpoints(authorization, search)) {
      if (!endpoint.label.includes(only)) continue;
      rows.push(await load(base, endpoint, server));
    }
    console.log(
      `API under load: ${CONNECTIONS} connections, ${SECONDS} s per endpoint ` +
        `after ${WARM_UP_SECONDS} s warm-up; goal p99 ≤ ${GOAL_P99_MS} ms`,
    );
    printTable(rows);
    if (process.env.API_BENCH_HOST?.trim() !== "0") {
      const goalEndpoints = endpoints(authorization, search).filter(
        (endpoint) => endpoint.goal !== false && endpoint.label.includes(only),
      );
      rows.push(...(await loadOnSlowedHost(base, server, goalEndpoints)));
    }
    if (!only || only === "soak") {
      // Everything the table loads, one request each, compressed as browsers ask.
      const mix = endpoints(authorization, search)
        .filter(({ label }) => !/\((gzip|plain)\)/.test(label))
        .filter(({ connections }) => connections !== 100)
        .flatMap(({ requests }) => requests);
      const soaked = await soak(base, server.pid, mix);
      if (soaked.failures > 0) {
        throw new Error(
          `${soaked.failures} failed requests in the soak; the server's log is kept in ${logFile}`,
        );
      }
    }
    const failed = rows.filter(
      ({ result, failures }) => failures > 0 || result.requests.total === 0,
    );
    if (failed.length > 0) {
      throw new Error(
        `Failed requests (errors, timeouts or non-2xx answers) on ` +
          `${failed.map(({ label }) => label).join(", ")}; ` +
          `the server's log is kept in ${logFile}`,
      );
    }
    succeeded = true;
  } finally {
    if (server) await stopServer(server);
    closeSync(log);
    rmSync(succeeded ? folder : dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  benchApi().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
