import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { serveStatic } from "./static-server";

/** A GET on a connection of its own (no pool shared between the tests' servers). */
function request(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

describe("serveStatic", () => {
  const root = mkdtempSync(path.join(tmpdir(), "static-server-"));
  writeFileSync(
    path.join(root, "index.html"),
    `<!DOCTYPE html><p>floor</p>${" ".repeat(2048)}`,
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("serves the folder's pages, compressed, with the headers it is given on every answer", async () => {
    const site = await serveStatic(root, {
      "cross-origin-opener-policy": "same-origin",
    });
    try {
      const page = await request(`${site.baseUrl}/`, {
        "accept-encoding": "gzip",
      });
      expect(page.status).toBe(200);
      expect(page.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(page.body).toString()).toContain("<p>floor</p>");
      expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");

      const missing = await request(`${site.baseUrl}/nowhere`);
      expect(missing.status).toBe(404);
      expect(missing.headers["cross-origin-opener-policy"]).toBe("same-origin");
    } finally {
      await site.stop();
    }
  });

  it("adds no header when given none", async () => {
    const site = await serveStatic(root);
    try {
      const page = await request(`${site.baseUrl}/`);
      expect(page.status).toBe(200);
      expect(page.headers["cross-origin-opener-policy"]).toBeUndefined();
    } finally {
      await site.stop();
    }
  });
});
