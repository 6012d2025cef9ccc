import type { FastifyInstance } from "fastify";
import { DEFAULT_RATE_LIMITS } from "../../api-settings";
import type { ApiContext } from "../../api-context";
import { buildApp } from "../../app";
import {
  DEFAULT_PERSON,
  fragmentOf,
  signInThroughDevProvider,
} from "../../testing/dev-sign-in";
import { createFakeBuild, type FakeBuild } from "../../testing/fake-build";
import { injectBrowser } from "../../testing/inject-browser";
import { createSignedInUser } from "../../testing/signed-in-user";
import { openTestApi, TEST_SITE_ORIGIN } from "../../testing/test-api";
import type { TrustProxy } from "./trust-proxy";

let build: FakeBuild;
let api: ApiContext;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  build = createFakeBuild();
  api = await openTestApi({ rateLimits: DEFAULT_RATE_LIMITS });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await api.database.close();
  build.remove();
});

/** A fresh app (its own rate-limit counts) that logs into `lines`. */
async function appTrusting(trustProxy: TrustProxy, lines: string[] = []) {
  const app = buildApp({
    api,
    trustProxy,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    logger: { level: "info", stream: { write: (line) => lines.push(line) } },
  });
  apps.push(app);
  await app.ready();
  return app;
}

const REAL_CLIENT = "203.0.113.7";

// What a load balancer passes on: the client's forged header, then the
// address it saw the client connect from. (The test's socket is 127.0.0.1.)
const throughProxy = (forged: string) => ({
  "x-forwarded-for": `${forged}, ${REAL_CLIENT}`,
});

describe.each<[string, TrustProxy]>([
  ["a hop count", 1],
  ["the proxy's address", ["127.0.0.1"]],
])("TRUST_PROXY as %s", (_name, trustProxy) => {
  it("rate limits 25 logouts with a rotated X-Forwarded-For like one address, and logs the real one", async () => {
    const lines: string[] = [];
    const app = await appTrusting(trustProxy, lines);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/user/logout",
        headers: throughProxy(`198.51.100.${attempt}`),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([
      ...Array<number>(20).fill(200),
      ...Array<number>(5).fill(429),
    ]);
    const addresses = new Set(
      lines.map((line) => JSON.parse(line).req?.remoteAddress).filter(Boolean),
    );
    expect([...addresses]).toEqual([REAL_CLIENT]);
  });
});

describe("TRUST_PROXY off", () => {
  it("believes no X-Forwarded-For at all", async () => {
    const lines: string[] = [];
    const app = await appTrusting(false, lines);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/user/logout",
        headers: { "x-forwarded-for": `198.51.100.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(lines.join("\n")).not.toContain("198.51.100.");
  });
});

describe("rate limits of a signed-in user", () => {
  it("count the user whatever address they come from", async () => {
    const app = await appTrusting(1);
    const { authorization } = await createSignedInUser(api.database);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await app.inject({
        method: "PATCH",
        url: "/api/user",
        // Twenty-one real addresses, one account.
        headers: { authorization, "x-forwarded-for": `203.0.113.${attempt}` },
        payload: { first_name: "Ada", last_name: `Tremblay ${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await createSignedInUser(api.database);
    const next = await app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: {
        authorization: other.authorization,
        "x-forwarded-for": "203.0.113.99",
      },
      payload: { first_name: "Luc", last_name: "Roy" },
    });
    expect(next.statusCode).toBe(200);
  });
});

describe("the built-in provider behind a forged Host", () => {
  const forged = {
    host: "evil.example",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
  };

  it.each<[string, TrustProxy]>([
    ["TRUST_PROXY off", false],
    ["TRUST_PROXY=1", 1],
  ])("builds every address from PUBLIC_URL (%s)", async (_name, trust) => {
    const app = await appTrusting(trust);
    const browser = injectBrowser(app, TEST_SITE_ORIGIN, forged);
    const discovery = await browser.request(
      "GET",
      "/api/dev-idp/.well-known/openid-configuration",
    );
    expect(discovery.statusCode).toBe(200);
    const addresses = Object.values(discovery.json<Record<string, unknown>>())
      .filter((value): value is string => typeof value === "string")
      .filter((value) => /^https?:/.test(value));
    expect(addresses.length).toBeGreaterThan(4);
    for (const address of addresses) {
      expect(address.startsWith(`${TEST_SITE_ORIGIN}/api/dev-idp`)).toBe(true);
    }

    const { done } = await signInThroughDevProvider(
      app,
      DEFAULT_PERSON,
      `${TEST_SITE_ORIGIN}/points`,
      browser,
    );
    // Every redirect stayed on PUBLIC_URL, back to the site with a token.
    expect(done.visited.every((url) => url.startsWith(TEST_SITE_ORIGIN))).toBe(
      true,
    );
    expect(fragmentOf(done.location).get("authToken")).toMatch(/^[\w-]{43}$/);
  });
});
