// `npm start`: build the site when public/ is missing or older than its
// sources, then serve site and API with server/server.ts in this same
// process (package.json runs it under tsx): no server can outlive
// `npm start`, not even after a SIGKILL of it, and signals reach the
// server itself.
import { ensureBuild } from "./ensure-build.mjs";

await ensureBuild();
await import("../server/server.ts");
