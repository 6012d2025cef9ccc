// `node scripts/check-system-tools.mjs [--postgres]`: the system tools the
// suites need, installed when missing as root with apt, else one sentence
// with the command to run and exit 1 (scripts/system-tools.mjs). `npm test`
// runs the same check first; .ci/run calls this with --postgres.
import { ensureSystemTools } from "./system-tools.mjs";

process.exitCode = ensureSystemTools({
  postgres: process.argv.includes("--postgres"),
});
