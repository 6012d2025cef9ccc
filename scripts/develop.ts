// `npm run develop`: Gatsby's dev server with hot reload on PORT (8000) and
// the API beside it on API_PORT (the next port), which the browser reaches
// through the dev server's /api proxy (gatsby/develop-api-proxy.ts).
import path from "node:path";
import { developPorts } from "../gatsby/develop-ports";
import { apiEnv, gatsbyEnv, siteAddress } from "./develop-env";
import { portIsFree } from "./ports";
import { runTogether } from "./run-together";

const repoRoot = path.resolve(__dirname, "..");

async function main(): Promise<number> {
  const ports = developPorts(process.env);
  for (const [name, port] of [
    ["PORT", ports.site],
    ["API_PORT", ports.api],
  ] as const) {
    // Gatsby would offer another port, and sign-in would return to this one.
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} is in use; set ${name} to a free port`);
    }
  }
  console.log(
    `npm run develop: the site on ${siteAddress(ports)}, ` +
      `its /api answered by the API on port ${ports.api}`,
  );
  return runTogether(
    [
      {
        name: "the API (server/server.ts)",
        // One process (not npx tsx), so signals reach the server itself.
        command: process.execPath,
        args: ["--import", "tsx", "server/server.ts"],
        env: apiEnv(process.env, ports),
      },
      {
        name: "Gatsby (gatsby develop)",
        command: process.execPath,
        args: [require.resolve("gatsby/cli.js"), "develop"],
        env: gatsbyEnv(process.env, ports),
      },
    ],
    {
      cwd: repoRoot,
      report: (message) => console.error(`npm run develop: ${message}`),
    },
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `npm run develop: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  },
);
