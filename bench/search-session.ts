// A demo search answered complete, in-process through app.inject: POST
// /search-session, then GET until the session is no longer pending. Goal:
// ≤ 300 ms (issue 10). The first search also loads the airport data.
import { openInProcessApp, startRoundSearch } from "./in-process-search";

const ROUNDS = 30;

export async function benchSearchSession(): Promise<void> {
  const { app, close } = await openInProcessApp();
  try {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now();
      const { sessionId, cookie } = await startRoundSearch(app, round);
      let status = "pending";
      let offers = 0;
      while (status === "pending") {
        await new Promise((resolve) => setImmediate(resolve));
        const answer = await app.inject({
          method: "GET",
          url: `/api/search-session/${sessionId}`,
          headers: { cookie },
        });
        ({ status } = answer.json().data);
        offers = answer.json().data.offers.length;
      }
      times.push(performance.now() - start);
      if (round === 0)
        console.log(`  ${offers} offers (Toronto–Vancouver return)`);
    }
    const [first, ...rest] = times;
    const sorted = [...rest].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
    console.log(`  first search (loads airport data) ${ms(first!)}`);
    console.log(
      `  then median ${ms(sorted[Math.floor(sorted.length / 2)]!)}   worst ${ms(sorted.at(-1)!)}   goal ≤ 300 ms`,
    );
  } finally {
    await close();
  }
}
