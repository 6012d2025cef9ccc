import { readFileSync } from "node:fs";
import path from "node:path";
import { SHORT_CACHE } from "../platform/caching/cache-headers";
import { serveTestApp } from "../testing/fake-app";
import { FAKE_FILES } from "../testing/fake-build";

// The icon set of static/ (scripts/make-icons.ts), which the build copies to public/.
const ICONS: Record<string, string> = {
  "favicon.ico": "image/vnd.microsoft.icon",
  "favicon.svg": "image/svg+xml",
  "apple-touch-icon.png": "image/png",
  "icon-192.png": "image/png",
  "icon-512.png": "image/png",
  "manifest.webmanifest": "application/manifest+json",
};
const staticDir = path.join(__dirname, "..", "..", "static");
const staticFile = (name: string) => readFileSync(path.join(staticDir, name));

const served = serveTestApp(
  {},
  {},
  {
    ...FAKE_FILES,
    ...Object.fromEntries(
      Object.keys(ICONS).map((name) => [name, staticFile(name)]),
    ),
  },
);

describe("the icon set", () => {
  it.each(Object.entries(ICONS))(
    "/%s answers 200 as %s, cached for a short while",
    async (name, type) => {
      const response = await served
        .app()
        .inject({ method: "GET", url: `/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(
        new RegExp(`^${type.replace("+", "\\+")}(;|$)`),
      );
      expect(response.headers["cache-control"]).toBe(SHORT_CACHE);
      expect(response.rawPayload.equals(staticFile(name))).toBe(true);
    },
  );

  it("has a manifest with the names, colours and icons browsers need", () => {
    const manifest = JSON.parse(staticFile("manifest.webmanifest").toString());
    expect(manifest).toMatchObject({
      name: "Northfare",
      short_name: "Northfare",
      start_url: "/",
      display: "standalone",
      theme_color: "#0b5fff",
    });
    for (const icon of manifest.icons as { src: string }[]) {
      expect(Object.keys(ICONS)).toContain(icon.src.slice(1));
    }
  });

  it("keeps the files small", () => {
    for (const name of Object.keys(ICONS)) {
      expect(staticFile(name).length).toBeLessThan(10 * 1024);
    }
  });
});
