import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(__dirname, "..");

/** Starts server/server.ts as `npm start` does, with only these settings. */
function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/server.ts"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: "0", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("server start", () => {
  it("refuses the development sign-in in production, before touching any data", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "northfare-prod-"));
    try {
      const started = startServer({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(
        /Invalid environment: OIDC_ISSUER: required when NODE_ENV=production\..*OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.*UNSAFE_DEV_SIGN_IN_IN_PRODUCTION=1/,
      );
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses demo fares in production, before touching any data", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "northfare-prod-"));
    try {
      const started = startServer({
        NODE_ENV: "production",
        UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: "1",
        DATA_DIR: dataDir,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(
        /Invalid environment: FARE_SOURCE: demo fares are refused when NODE_ENV=production.*UNSAFE_DEMO_FARES_IN_PRODUCTION=1/,
      );
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses the test payment provider in production, before touching any data", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "northfare-prod-"));
    try {
      const started = startServer({
        NODE_ENV: "production",
        UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: "1",
        UNSAFE_DEMO_FARES_IN_PRODUCTION: "1",
        UNSAFE_NO_MAIL_IN_PRODUCTION: "1",
        DATA_DIR: dataDir,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(
        /Invalid environment: PAYMENT_PROVIDER: the test payment provider is refused when NODE_ENV=production.*UNSAFE_TEST_PAYMENTS_IN_PRODUCTION=1/,
      );
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
