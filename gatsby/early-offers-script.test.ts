/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { earlySearchScript } from "./early-search-script";
import {
  addEarlyOffers,
  earlyOffersScript,
  withEarlyOffers,
} from "./early-offers-script";

const EARLY_SEARCH = `<script>${earlySearchScript("/api")}</script>`;
const page = (head: string) =>
  `<!DOCTYPE html><html><head><title>t</title>${head}<style>x</style></head><body><div id="early-offers"></div></body></html>`;

test("the early offers' code is one self-contained script", () => {
  const script = earlyOffersScript();
  expect(script).not.toMatch(/\bimport\b|\brequire\(/);
  // The same price, grouping and sort code as the results: their words.
  expect(script).toContain("__northfareEarlySearch");
  expect(script).toContain("early-offers");
  expect(script.length).toBeLessThan(6_000);
});

test("goes right after the early search's script, once, however often a page is rewritten", () => {
  const once = withEarlyOffers(page(EARLY_SEARCH), "run()");
  expect(once).toContain(
    `${EARLY_SEARCH}<script>/*early-offers*/run()</script><style>`,
  );
  const twice = withEarlyOffers(once, "runAgain()");
  expect(twice.match(/early-offers\*\//g)).toHaveLength(1);
  expect(twice).toContain("/*early-offers*/runAgain()</script>");
});

test("a page without the early search (another page, a mock build) is left as it is", () => {
  const html = page("");
  expect(withEarlyOffers(html, "run()")).toBe(html);
});

test("a script's $ signs are written as they are", () => {
  expect(withEarlyOffers(page(EARLY_SEARCH), "a$&b$1")).toContain(
    "/*early-offers*/a$&b$1</script>",
  );
});

test("rewrites /search in each language and no other page", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "early-offers-"));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  };
  write("search/index.html", page(EARLY_SEARCH));
  write("fr/search/index.html", page(EARLY_SEARCH));
  write("index.html", page(EARLY_SEARCH));
  write("checkout/index.html", page(""));

  expect(await addEarlyOffers(dir)).toBe(2);
  const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
  expect(read("search/index.html")).toContain("/*early-offers*/");
  expect(read("fr/search/index.html")).toContain("/*early-offers*/");
  expect(read("index.html")).not.toContain("/*early-offers*/");
  expect(read("checkout/index.html")).toBe(page(""));
  fs.rmSync(dir, { recursive: true, force: true });
});
