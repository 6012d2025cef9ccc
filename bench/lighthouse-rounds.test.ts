/** @jest-environment node */
import { RETRIES, runRounds, type RoundRun } from "./lighthouse-rounds";

const valid = (score: number): RoundRun => ({
  lhr: { categories: { performance: { score } as never } },
});
const noNavStart: RoundRun = {
  lhr: {
    categories: { performance: { score: null } as never },
    runtimeError: { code: "NO_NAVSTART", message: "No navigation start" },
  },
};

/** A runner that gives each URL's answers in turn. */
function scripted(answers: Record<string, (RoundRun | Error)[]>) {
  const calls: string[] = [];
  const run = async (url: string) => {
    calls.push(url);
    const next = answers[url]!.shift();
    if (!next) throw new Error(`no answer left for ${url}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { run, calls };
}

/** The rounds over `targets`, with the lines they logged. */
async function rounded(
  targets: { label: string; url: string }[],
  rounds: number,
  run: (url: string) => Promise<RoundRun>,
) {
  const lines: string[] = [];
  const runs = await runRounds(targets, rounds, run, (l) => lines.push(l));
  return { runs, lines };
}

const floor = { label: "floor", url: "http://floor/" };
const home = { label: "/", url: "http://ours/" };

describe("runRounds", () => {
  it("runs the pages in turn each round and logs their scores", async () => {
    const { run, calls } = scripted({
      "http://floor/": [valid(0.99), valid(0.98)],
      "http://ours/": [valid(1), valid(0.97)],
    });
    const { runs, lines } = await rounded([floor, home], 2, run);
    expect(calls).toEqual([
      "http://floor/",
      "http://ours/",
      "http://floor/",
      "http://ours/",
    ]);
    expect(runs.get(floor)).toHaveLength(2);
    expect(lines).toEqual([
      "  run 1/2: floor 0.99, / 1.00",
      "  run 2/2: floor 0.98, / 0.97",
    ]);
  });

  it("runs a page again in the same round when Lighthouse gave no figures, keeping every run", async () => {
    const { run, calls } = scripted({
      "http://floor/": [noNavStart, valid(0.99)],
      "http://ours/": [new Error("Chromium did not start"), valid(1)],
    });
    const { runs, lines } = await rounded([floor, home], 1, run);
    expect(calls).toEqual([
      "http://floor/",
      "http://floor/",
      "http://ours/",
      "http://ours/",
    ]);
    expect(runs.get(floor)).toEqual([noNavStart, valid(0.99)]);
    expect(runs.get(home)).toEqual([valid(1)]);
    expect(lines).toEqual([
      "  run 1/1: floor 0.99 (NO_NAVSTART), / 1.00 (failed: Error: Chromium did not start)",
    ]);
  });

  it(`gives up on a page's round after ${RETRIES} more tries`, async () => {
    const { run, calls } = scripted({
      "http://floor/": Array.from({ length: RETRIES + 2 }, () => noNavStart),
    });
    const { runs, lines } = await rounded([floor], 1, run);
    expect(calls).toHaveLength(RETRIES + 1);
    expect(runs.get(floor)).toHaveLength(RETRIES + 1);
    expect(lines).toEqual([
      `  run 1/1: floor — (${Array(RETRIES + 1)
        .fill("NO_NAVSTART")
        .join(", ")})`,
    ]);
  });
});
