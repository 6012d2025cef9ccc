import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { thirdPartyCsp } from "./third-party-csp";

const dirs: string[] = [];
const publicWith = (content: string | null) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
  dirs.push(dir);
  if (content !== null)
    fs.writeFileSync(path.join(dir, "third-party.json"), content);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true });
});

describe("thirdPartyCsp", () => {
  it("allows the configured vendors' origins", () => {
    const csp = thirdPartyCsp(
      publicWith(JSON.stringify({ ids: { meta: "1" } })),
    );
    expect(csp["script-src"]).toEqual(["https://connect.facebook.net"]);
    expect(csp["img-src"]).toEqual(["https://www.facebook.com"]);
  });

  it("allows the error reporter's ingest, and its replay's worker", () => {
    const csp = thirdPartyCsp(
      publicWith(
        JSON.stringify({
          ids: {},
          errorReportingDsn: "https://abc123@o1.ingest.sentry.io/42",
        }),
      ),
    );
    expect(csp).toEqual({
      "connect-src": ["https://o1.ingest.sentry.io"],
      "img-src": ["https://o1.ingest.sentry.io"],
      "worker-src": ["blob:"],
    });
  });

  it("adds nothing when no id is configured, or the file is missing or bad", () => {
    expect(thirdPartyCsp(publicWith(JSON.stringify({ ids: {} })))).toEqual({});
    expect(thirdPartyCsp(publicWith(null))).toEqual({});
    expect(thirdPartyCsp(publicWith("{bad"))).toEqual({});
  });
});
