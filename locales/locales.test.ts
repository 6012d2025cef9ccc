/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// Locales are data with a contract: every language has every namespace and key.
const LOCALES_DIR = __dirname;
const NAMESPACES = [
  "browser",
  "common",
  "faq",
  "home",
  "how",
  "points",
  "installed",
  "order",
  "privacy",
  "processing",
  "checkout",
  "search",
  "support",
  "terms",
  "vertoflex",
  "404",
];
const LANGUAGES = ["en", "fr"];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const read = (language: string, ns: string): Json =>
  JSON.parse(
    fs.readFileSync(path.join(LOCALES_DIR, language, `${ns}.json`), "utf8"),
  );

/** Every leaf as [key path, value]; array indexes are part of the path. */
function leaves(value: Json, prefix = ""): [string, Json][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

const placeholders = (text: Json) =>
  typeof text === "string" ? (text.match(/{{\s*\w+\s*}}/g) ?? []).sort() : [];

describe("locales", () => {
  it.each(LANGUAGES)(
    "%s has exactly the namespaces of the spec",
    (language) => {
      const files = fs
        .readdirSync(path.join(LOCALES_DIR, language))
        .filter((file) => file.endsWith(".json"))
        .map((file) => file.replace(/\.json$/, ""))
        .sort();
      expect(files).toEqual([...NAMESPACES].sort());
    },
  );

  it.each(NAMESPACES)("fr/%s has the keys and placeholders of en", (ns) => {
    const english = new Map(leaves(read("en", ns)));
    const french = new Map(leaves(read("fr", ns)));
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect([key, placeholders(french.get(key) ?? null)]).toEqual([
        key,
        placeholders(text),
      ]);
    }
  });

  it("French is a translation, not a copy of the English", () => {
    const pairs = NAMESPACES.flatMap((ns) => {
      const french = new Map(leaves(read("fr", ns)));
      return leaves(read("en", ns)).map(([key, text]) => [
        text,
        french.get(key),
      ]);
    });
    // Sentences, not proper names such as "Microsoft Edge".
    const sentences = pairs.filter(
      ([text]) => typeof text === "string" && text.split(" ").length > 2,
    );
    const copied = sentences.filter(([text, french]) => text === french);
    expect(copied).toEqual([]);
  });
});
