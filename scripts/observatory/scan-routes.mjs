// Run by check-observatory.ts in a process of its own, whose
// NODE_EXTRA_CA_CERTS names the run's throwaway CA: scans each route of
// https://localhost:<port> with the MDN HTTP Observatory and prints one JSON
// line a route. Usage: node scan-routes.mjs <port> <route>...
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const [port, ...routes] = process.argv.slice(2);
// The scanner reads these lists, which its install script downloads; this
// machine has no Internet, and loopback is in neither.
const conf = (name) =>
  fileURLToPath(
    new URL(
      `../conf/${name}`,
      import.meta.resolve("@mdn/mdn-http-observatory"),
    ),
  );
await writeFile(conf("hsts-preload.json"), "{}");
await writeFile(conf("tld-list.json"), "[]");

const { scan } = await import("@mdn/mdn-http-observatory");
for (const route of routes) {
  try {
    const { scan: summary, tests } = await scan(`localhost:${port}${route}`);
    const failed = Object.values(tests)
      .filter((test) => !test.pass)
      .map((test) => `${test.constructor.name}: ${test.result}`);
    const bonuses = Object.values(tests)
      .filter((test) => test.scoreModifier > 0)
      .map((test) => `${test.result} +${test.scoreModifier}`);
    console.log(
      JSON.stringify({
        route,
        grade: summary.grade,
        score: summary.score,
        failed,
        bonuses,
      }),
    );
  } catch (error) {
    console.log(JSON.stringify({ route, error: String(error) }));
  }
}
