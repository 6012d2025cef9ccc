// A demo search answered complete, in-process through app.inject: POST
// /search-session, then GET until the session is no longer pending. Goal:
// ≤ 300 ms (issue 10). The first search also loads the airport data.
import { buildApp } from "../server/app";
import { shiftIsoDate } from "../domain/offers/calendar-dates";
import { TORONTO_VANCOUVER } from "../server/search/demo/demo-test-trips";
import { createFakeBuild } from "../server/testing/fake-build";
import { openTestApi } from "../server/testing/test-api";

const ROUNDS = 30;

export async function benchSearchSession(): Promise<void> {
  const build = createFakeBuild();
  const api = await openTestApi();
  const app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
  });
  await app.ready();
  try {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // A new date each round: nothing is priced twice.
      const trip = {
        ...TORONTO_VANCOUVER,
        departureDate: shiftIsoDate("2027-01-05", round),
        arrivalDate: shiftIsoDate("2027-01-12", round),
      };
      const start = performance.now();
      const created = await app.inject({
        method: "POST",
        url: "/api/search-session",
        payload: trip,
      });
      const { sessionId } = created.json().data;
      // Only the browser that searched reads the session.
      const cookie = String(created.headers["set-cookie"]).split(";")[0];
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
    await app.close();
    await api.database.close();
    build.remove();
  }
}
