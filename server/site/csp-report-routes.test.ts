import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { ApiContext } from "../api-context";
import { DEFAULT_RATE_LIMITS } from "../api-settings";
import { createFakeBuild, type FakeBuild } from "../testing/fake-build";
import { openTestApi } from "../testing/test-api";

let build: FakeBuild;
let api: ApiContext;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  build = createFakeBuild();
  api = await openTestApi({
    rateLimits: { ...DEFAULT_RATE_LIMITS, cspReports: 5 },
  });
  app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    logger: {
      level: "info",
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await api.database.close();
  build.remove();
});

beforeEach(() => {
  logLines.length = 0;
});

// Each test its own address, as the limit counts per address.
let address = 0;
const post = (contentType: string, payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/csp-report",
    remoteAddress: `203.0.113.${++address}`,
    headers: { "content-type": contentType },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

const PERSONAL = [
  "camille@example.com",
  "authToken",
  "tok_secret",
  "203.0.113",
  "?",
  "Mozilla/5.0",
  "alert(",
];

const loggedViolations = () =>
  logLines
    .map((line) => JSON.parse(line) as { msg: string; cspViolation?: object })
    .filter((line) => line.msg === "CSP violation")
    .map((line) => line.cspViolation);

describe("POST /api/csp-report", () => {
  it("takes report-uri's format and logs the violation without personal data", async () => {
    const response = await post("application/csp-report", {
      "csp-report": {
        "document-uri":
          "https://northfare.ca/order/abc?email=camille@example.com#authToken=tok_secret",
        "blocked-uri": "inline",
        "effective-directive": "script-src-elem",
        "violated-directive": "script-src-elem",
        "original-policy": "default-src 'none'",
        "script-sample": "alert(document.cookie)",
        "line-number": 12,
        "column-number": 4,
        disposition: "enforce",
        "status-code": 200,
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(loggedViolations()).toEqual([
      {
        directive: "script-src-elem",
        blocked: "inline",
        page: "/order/abc",
        line: 12,
        column: 4,
        disposition: "enforce",
      },
    ]);
    const log = logLines.join("");
    expect(PERSONAL.filter((datum) => log.includes(datum))).toEqual([]);
  });

  it("takes the Reporting API's format, csp-violation reports only", async () => {
    const response = await post("application/reports+json", [
      {
        type: "csp-violation",
        age: 10,
        url: "https://northfare.ca/points?token=tok_secret",
        user_agent: "Mozilla/5.0",
        body: {
          documentURL: "https://northfare.ca/points?token=tok_secret",
          blockedURL:
            "https://evil.example/steal.js?u=camille@example.com#authToken",
          effectiveDirective: "script-src-elem",
          sourceFile: "https://northfare.ca/app-0123.js?v=1",
          lineNumber: 3,
          columnNumber: 9,
          disposition: "enforce",
          sample: "",
        },
      },
      { type: "deprecation", age: 1, url: "https://northfare.ca/", body: {} },
    ]);
    expect(response.statusCode).toBe(204);
    expect(loggedViolations()).toEqual([
      {
        directive: "script-src-elem",
        blocked: "https://evil.example/steal.js",
        page: "/points",
        source: "https://northfare.ca/app-0123.js",
        line: 3,
        column: 9,
        disposition: "enforce",
      },
    ]);
    const log = logLines.join("");
    expect(PERSONAL.filter((datum) => log.includes(datum))).toEqual([]);
  });

  it("writes no request line holding the sender's address", async () => {
    await post("application/csp-report", { "csp-report": {} });
    expect(logLines.join("")).not.toContain("203.0.113");
    expect(logLines.join("")).not.toContain("remoteAddress");
  });

  it("refuses what is not a report, with a message", async () => {
    const wrongType = await post("text/plain", "hello");
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: expect.any(String) });
    const badJson = await post("application/csp-report", "{not json");
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: expect.any(String) });
    const badShape = await post("application/csp-report", { report: 1 });
    expect(badShape.statusCode).toBe(400);
    const tooMany = await post(
      "application/reports+json",
      Array.from({ length: 101 }, () => ({ type: "csp-violation" })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(loggedViolations()).toEqual([]);
  });

  it("limits how many reports one address sends a minute", async () => {
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/csp-report",
        remoteAddress: "198.51.100.7",
        headers: { "content-type": "application/csp-report" },
        payload: JSON.stringify({ "csp-report": {} }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const limited = await send();
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json()).toEqual({
      message: expect.stringContaining("Too many"),
    });
  });
});
