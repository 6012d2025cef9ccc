import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import type { ApiContext } from "../api-context";
import { buildApp } from "../app";
import { createFakeBuild, type FakeBuild } from "../testing/fake-build";
import { openTestApi, TEST_SITE_ORIGIN } from "../testing/test-api";
import { SIGN_IN_UNAVAILABLE } from "./user-session-routes";

// A provider nobody answers for: nothing listens on loopback's port 2.
const ISSUER = "http://127.0.0.1:2";
let build: FakeBuild;
let api: ApiContext;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  build = createFakeBuild();
  api = await openTestApi({
    oidc: {
      issuer: ISSUER,
      clientId: "client",
      clientSecret: "secret",
      tokenAuthMethod: "client_secret_basic",
    },
  });
  app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    logger: { level: "info", stream: { write: (line) => logLines.push(line) } },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await api.database.close();
  build.remove();
});

const UNREACHABLE = `Sign-in is unavailable: the provider ${ISSUER} could not be reached (ECONNREFUSED).`;

describe("an unreachable sign-in provider", () => {
  it("is logged at start in one plain sentence", async () => {
    await vi.waitFor(() => {
      const messages = logLines.map((line) => JSON.parse(line).msg);
      expect(messages).toContain(UNREACHABLE);
    });
  });

  it("leaves /api/health up (200) but degraded, saying why", async () => {
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      data: { status: "degraded", signIn: UNREACHABLE },
    });
  });

  it("makes sso-login answer 503 with a message, storing nothing", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/api/user-session/sso-login?redirect_url=${encodeURIComponent(`${TEST_SITE_ORIGIN}/`)}`,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.json()).toEqual({ message: SIGN_IN_UNAVAILABLE });
    expect(response.headers["set-cookie"]).toBeUndefined();
    const attempts = await api.database.query("select 1 from login_attempts");
    expect(attempts).toHaveLength(0);
  });
});
