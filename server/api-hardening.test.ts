import type { FastifyInstance } from "fastify";
import { DEFAULT_RATE_LIMITS } from "./api-settings";
import type { ApiContext } from "./api-context";
import { buildApp } from "./app";
import { createFakeBuild, type FakeBuild } from "./testing/fake-build";
import { createSignedInUser } from "./testing/signed-in-user";
import { openTestApi, TEST_SITE_ORIGIN } from "./testing/test-api";

let build: FakeBuild;
let api: ApiContext;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  build = createFakeBuild();
  api = await openTestApi({ rateLimits: DEFAULT_RATE_LIMITS });
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

describe("API hardening", () => {
  it("accepts JSON bodies only: anything else is 415 with a message", async () => {
    const { authorization } = await createSignedInUser(api.database);
    for (const contentType of [
      "text/plain",
      "application/xml",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await app.inject({
        method: "PATCH",
        url: "/api/user",
        headers: { authorization, "content-type": contentType },
        payload: "first_name=Ada",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/Unsupported Media Type/);
    }
  });

  it("refuses a body over 16 KB with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/point/balance",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(20_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/too large/i),
    });
  });

  it("allows CORS from the site's origins only, with credentials", async () => {
    const allowed = await app.inject({
      method: "OPTIONS",
      url: "/api/user",
      headers: {
        origin: TEST_SITE_ORIGIN,
        "access-control-request-method": "PATCH",
      },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe(
      TEST_SITE_ORIGIN,
    );
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");

    const foreign = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("gives every answer a request id, keeping a load balancer's UUID only", async () => {
    const uuid =
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const fresh = await app.inject({ method: "GET", url: "/api/health" });
    expect(fresh.headers["x-request-id"]).toMatch(uuid);
    const balancer = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const given = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": balancer },
    });
    expect(given.headers["x-request-id"]).toBe(balancer);
    for (const forged of [
      "lb-1234",
      "x".repeat(8192),
      `${balancer}0`,
      `<${balancer}>`,
    ]) {
      const refused = await app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": forged },
      });
      expect(refused.headers["x-request-id"]).toMatch(uuid);
      expect(refused.headers["x-request-id"]).not.toBe(balancer);
    }
  });

  it("serves an OpenAPI document listing the routes", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/user",
        "/user/logout",
        "/user-session/sso-login",
      ]),
    );
    expect(document.paths["/user"].patch.requestBody).toBeDefined();
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: "http",
      scheme: "bearer",
    });
  });

  it("limits the rate of sign-in attempts with 429 and a message", async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = await app.inject({
        method: "GET",
        url: "/api/user-session/sso-login",
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(
      /^Too many requests\. Try again in \d+ seconds\.$/,
    );
  });

  it("reports an unreachable database on /api/health with 503", async () => {
    const unreachable = buildApp({
      api: {
        settings: api.settings,
        database: {
          query: () => Promise.reject(new Error("connection refused")),
          transaction: () => Promise.reject(new Error("connection refused")),
          close: async () => {},
        },
      },
      publicDir: build.publicDir,
      redirectsFile: build.redirectsFile,
    });
    try {
      const response = await unreachable.inject({
        method: "GET",
        url: "/api/health",
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({ message: "Database unreachable" });
    } finally {
      await unreachable.close();
    }
  });

  it("logs each request with its id, and no tokens or e-mail addresses", async () => {
    const { token, user } = await createSignedInUser(api.database, {
      email: "private.person@example.com",
    });
    logLines.length = 0;
    await app.inject({
      method: "GET",
      url: `/api/user?email=${user.email}&token=${token}`,
      headers: {
        authorization: `Bearer ${token}`,
        "x-request-id": "6d7f1c1e-2b1a-4c8e-9f3e-1a2b3c4d5e6f",
      },
    });
    const log = logLines.join("\n");
    expect(log).toContain('"reqId":"6d7f1c1e-2b1a-4c8e-9f3e-1a2b3c4d5e6f"');
    expect(log).toContain('"path":"/api/user"');
    expect(log).not.toContain(token);
    expect(log).not.toContain("private.person");
  });
});
