import { readFileSync } from "node:fs";
import { autocannon, type Request } from "./autocannon";

// The API and the site held at 50 connections for 3 minutes (a mix of pages,
// scripts and API calls), with the server's resident memory sampled every
// 10 s: goals are no error or 5xx, and memory flat once warmed up.
export const SOAK_CONNECTIONS = 50;
const SOAK_SECONDS = Number(process.env.API_BENCH_SOAK_SECONDS ?? 180);
const SAMPLE_SECONDS = 10;
/** Memory may grow while caches fill in the first minute. */
const WARM_UP_SECONDS = 60;
/** "Flat": the end within this much of the level after warm-up. */
const FLAT_RATIO = 1.1;

/** The process's resident memory in MB, from /proc (Linux). */
function residentMb(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export interface SoakResult {
  failures: number;
  flat: boolean;
}

export async function soak(
  base: string,
  pid: number | undefined,
  requests: Request[],
): Promise<SoakResult> {
  const samples: Array<{ second: number; mb: number }> = [];
  const started = Date.now();
  const sample = () => {
    const mb = residentMb(pid);
    const second = Math.round((Date.now() - started) / 1000);
    if (mb !== undefined) samples.push({ second, mb });
  };
  sample();
  const timer = setInterval(sample, SAMPLE_SECONDS * 1000);
  let result;
  try {
    result = await autocannon({
      url: base,
      connections: SOAK_CONNECTIONS,
      duration: SOAK_SECONDS,
      requests,
    });
  } finally {
    clearInterval(timer);
  }
  sample();

  const serverErrors = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, { count }]) => sum + count, 0);
  const failures = result.errors + result.timeouts + result.non2xx;
  const first = samples[0]?.mb ?? NaN;
  const last = samples.at(-1)?.mb ?? NaN;
  const warm =
    samples.find(({ second }) => second >= WARM_UP_SECONDS)?.mb ?? last;
  const peak = Math.max(...samples.map(({ mb }) => mb));
  const flat = last <= warm * FLAT_RATIO;
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  console.log(
    `Soak: ${SOAK_CONNECTIONS} connections for ${SOAK_SECONDS} s, ` +
      `${requests.length} requests in turn per connection`,
  );
  console.log(
    `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
      `p99 ${result.latency.p99} ms, errors/timeouts/non-2xx ${result.errors}/${result.timeouts}/${result.non2xx}, 5xx ${serverErrors}`,
  );
  console.log(
    `  server memory (RSS): start ${mb(first)}, after ${WARM_UP_SECONDS} s ${mb(warm)}, ` +
      `peak ${mb(peak)}, end ${mb(last)}: ${flat ? "flat" : "still growing"} after warm-up`,
  );
  console.log(
    `  samples: ${samples.map(({ second, mb: value }) => `${second}s ${value.toFixed(0)}`).join(", ")}`,
  );
  return { failures, flat };
}
