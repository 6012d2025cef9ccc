// The rounds of the bench's Lighthouse part: every page once a round, in
// turn, so a busy spell of the machine spreads over all of them.
import type { Result } from "lighthouse";

/** What the rounds read of a run. */
export interface RoundRun {
  lhr: Pick<Result, "runtimeError" | "categories">;
}

export interface RoundTarget {
  label: string;
  url: string;
}

/**
 * Lighthouse sometimes finds no navigation start in a trace (NO_NAVSTART),
 * and such a run has no figures. A page is run again in the same round, up
 * to this many more times, so that its median is over as many runs as the
 * other pages'.
 */
export const RETRIES = 2;

const scoreOf = (run: RoundRun) =>
  run.lhr.categories.performance?.score?.toFixed(2) ?? "—";

/**
 * Runs every target `rounds` times, one round after the other, and logs
 * one line a round: each page's score, with the runs that gave no figures.
 * Every run is kept, those without figures too (the caller leaves them out).
 */
export async function runRounds<
  Target extends RoundTarget,
  Run extends RoundRun,
>(
  targets: Target[],
  rounds: number,
  run: (url: string) => Promise<Run>,
  log: (line: string) => void,
): Promise<Map<Target, Run[]>> {
  const runs = new Map<Target, Run[]>(targets.map((t) => [t, []]));
  for (let round = 1; round <= rounds; round += 1) {
    const scores: string[] = [];
    for (const target of targets) {
      const failures: string[] = [];
      let score = "—";
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        try {
          const result = await run(target.url);
          runs.get(target)!.push(result);
          const error = result.lhr.runtimeError?.code;
          if (!error) {
            score = scoreOf(result);
            break;
          }
          failures.push(error);
        } catch (error) {
          failures.push(`failed: ${String(error)}`);
        }
      }
      const tries = failures.length ? ` (${failures.join(", ")})` : "";
      scores.push(`${target.label} ${score}${tries}`);
    }
    log(`  run ${round}/${rounds}: ${scores.join(", ")}`);
  }
  return runs;
}
