import { vi } from "vitest";
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { serveTestApp } from "../../testing/fake-app";
import { FAKE_FILES } from "../../testing/fake-build";

// A browser that leaves while a file is still on its way (a closed tab, a
// phone losing signal) is not a server error: logged at info, with no stack,
// and every answered request is one short line.
const BIG_FILE = "static/big/photo.jpg";
const logLines: string[] = [];
// Far bigger than the socket's buffers, so the send is cut off mid-way.
const served = serveTestApp(
  {},
  {},
  { ...FAKE_FILES, [BIG_FILE]: randomBytes(16 << 20) },
  { level: "info", logLines },
);
const lines = () =>
  logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
let port: number;

beforeAll(async () => {
  await served.app().listen({ host: "127.0.0.1", port: 0 });
  port = (served.app().server.address() as AddressInfo).port;
});

/** Asks for `path`, reads the first bytes of the answer, and hangs up. */
function leaveEarly(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(`GET /${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    );
    socket.once("data", () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", reject);
  });
}

const WARN = 40;

describe("the request log", () => {
  it("logs a browser that leaves mid-file at info, without a stack", async () => {
    await leaveEarly(BIG_FILE);
    await vi.waitFor(() =>
      expect(
        lines().some((line) => line.msg === "stream closed prematurely"),
      ).toBe(true),
    );
    expect(lines().filter((line) => Number(line.level) >= WARN)).toEqual([]);
    expect(JSON.stringify(lines())).not.toMatch(/"stack"/);
  });

  it("writes one short line per answered request", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    // Health also asks the built-in sign-in provider, itself a request here.
    const healthLines = () =>
      lines().filter(
        (line) => (line.req as { path?: string })?.path === "/api/health",
      );
    await vi.waitFor(() => expect(healthLines()).toHaveLength(1));
    const [line] = healthLines();
    expect(line).toMatchObject({ level: 30, msg: "request completed" });
    expect(JSON.stringify(line).length).toBeLessThan(400);
  });
});
