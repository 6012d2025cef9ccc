import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveStatic } from "./static-server";

describe("serveStatic", () => {
  const root = mkdtempSync(path.join(tmpdir(), "static-server-"));
  writeFileSync(path.join(root, "index.html"), "<!DOCTYPE html><p>floor</p>");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("serves the folder's pages, compressed, with the headers it is given on every answer", async () => {
    const site = await serveStatic(root, {
      "cross-origin-opener-policy": "same-origin",
    });
    try {
      const page = await fetch(`${site.baseUrl}/`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<p>floor</p>");
      expect(page.headers.get("cross-origin-opener-policy")).toBe(
        "same-origin",
      );

      const missing = await fetch(`${site.baseUrl}/nowhere`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cross-origin-opener-policy")).toBe(
        "same-origin",
      );
    } finally {
      await site.stop();
    }
  });

  it("adds no header when given none", async () => {
    const site = await serveStatic(root);
    try {
      const page = await fetch(`${site.baseUrl}/`);
      expect(page.headers.get("cross-origin-opener-policy")).toBeNull();
    } finally {
      await site.stop();
    }
  });
});
