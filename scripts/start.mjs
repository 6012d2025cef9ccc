// `npm start`: build the site when public/ is missing or older than its
// sources, then serve site and API with server/server.ts.
import { ensureBuild, run } from "./ensure-build.mjs";

await ensureBuild();

// `node --import tsx` rather than `npx tsx`: one process, so signals reach the
// server itself (through npx's `npm exec` → sh → tsx chain, SIGTERM orphaned it).
process.exit(
  await run(process.execPath, ["--import", "tsx", "server/server.ts"]),
);
