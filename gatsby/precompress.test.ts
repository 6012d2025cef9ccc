/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompressSite } from "./precompress";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
};

describe("precompressSite", () => {
  it("writes brotli and gzip copies of the build's text files that decode to them", async () => {
    const script = `console.log(${JSON.stringify("Northfare ".repeat(300))});`;
    write("app-123.js", script);
    write("fr/faq/index.html", `<p>${"Foire aux questions ".repeat(100)}</p>`);
    expect(await precompressSite(dir)).toBe(2);
    const br = fs.readFileSync(path.join(dir, "app-123.js.br"));
    const gz = fs.readFileSync(path.join(dir, "app-123.js.gz"));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, "fr/faq/index.html.br"))).toBe(true);
  });

  it("leaves small files, images and fonts as they are", async () => {
    write("robots.txt", "User-agent: *\n");
    write("icon.png", Buffer.alloc(4096, 1));
    write("font.woff2", Buffer.alloc(4096, 2));
    expect(await precompressSite(dir)).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual([
      "font.woff2",
      "icon.png",
      "robots.txt",
    ]);
  });
});
