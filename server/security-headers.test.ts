import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "./app";
import { HSTS_VALUE } from "./security-headers";
import type { ApiContext } from "./api-settings";
import { createFakeBuild, type FakeBuild } from "./testing/fake-build";
import { openTestApi } from "./testing/test-api";

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

const cspOf = (header: unknown) =>
  String(header)
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "");

let build: FakeBuild;
let api: ApiContext;
const apps: FastifyInstance[] = [];

function appWith(options: Partial<AppOptions> = {}): FastifyInstance {
  const app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    ...options,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  build = createFakeBuild();
  api = await openTestApi();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await api.database.close();
  build.remove();
});

describe("security headers", () => {
  it.each(["/", "/faq", "/nope", "/support", "/api/health", "/api/unknown"])(
    "are on %s",
    async (url) => {
      const response = await appWith().inject({ method: "GET", url });
      expect(cspOf(response.headers["content-security-policy"])).toEqual(
        EXPECTED_CSP,
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(response.headers["x-frame-options"]).toBe("DENY");
    },
  );

  it("adds configured CSP sources to their directive only", async () => {
    const app = appWith({
      cspAdditions: {
        "script-src": ["https://analytics.example"],
        "connect-src": ["https://analytics.example", "'self'"],
      },
    });
    const response = await app.inject({ method: "GET", url: "/" });
    const csp = cspOf(response.headers["content-security-policy"]);
    expect(csp).toContain(
      "script-src 'self' 'unsafe-inline' https://analytics.example",
    );
    expect(csp).toContain("connect-src 'self' https://analytics.example");
    expect(csp).toContain("default-src 'self'");
  });
});

describe("HSTS", () => {
  it("is sent when a trusted proxy says the request came over https", async () => {
    const response = await appWith({ trustProxy: 1 }).inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe("max-age=31536000; includeSubDomains");
  });

  it("is not sent over plain http", async () => {
    const response = await appWith({ trustProxy: 1 }).inject({
      method: "GET",
      url: "/",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores X-Forwarded-Proto unless proxies are trusted", async () => {
    const response = await appWith({ trustProxy: false }).inject({
      method: "GET",
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
