/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { moveBuildArtifacts } from "./move-build-artifacts";

describe("moveBuildArtifacts", () => {
  it("moves source maps and webpack's records beside public/, replacing the last build's", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "northfare-artifacts-"));
    const publicDir = path.join(root, "public");
    const files: Record<string, string> = {
      "app-0123.js": "app()",
      "app-0123.js.map": "{}",
      "styles.abc.css.map": "{}",
      "webpack.stats.json": "{}",
      "chunk-map.json": "{}",
      "static/deep/x.js.map": "{}",
      "index.html": "<p>",
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(publicDir, file)), {
          recursive: true,
        });
        writeFileSync(path.join(publicDir, file), text);
      }
      mkdirSync(path.join(root, "build-artifacts"));
      writeFileSync(path.join(root, "build-artifacts", "old.js.map"), "{}");

      expect(await moveBuildArtifacts(publicDir)).toEqual([
        "app-0123.js.map",
        "chunk-map.json",
        "static/deep/x.js.map",
        "styles.abc.css.map",
        "webpack.stats.json",
      ]);
      expect(existsSync(path.join(publicDir, "app-0123.js.map"))).toBe(false);
      expect(existsSync(path.join(publicDir, "webpack.stats.json"))).toBe(
        false,
      );
      expect(readFileSync(path.join(publicDir, "app-0123.js"), "utf8")).toBe(
        "app()",
      );
      const artifacts = path.join(root, "build-artifacts");
      expect(existsSync(path.join(artifacts, "static/deep/x.js.map"))).toBe(
        true,
      );
      expect(existsSync(path.join(artifacts, "webpack.stats.json"))).toBe(true);
      expect(existsSync(path.join(artifacts, "old.js.map"))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
