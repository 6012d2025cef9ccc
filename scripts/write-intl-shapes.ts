// `npm run intl-shapes`: writes domain/intl/shapes/numbers.json and days.json,
// how each site locale writes the site's shaped formats, as this Node's Intl
// writes them.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format } from "prettier";
import {
  deriveLocaleShapes,
  type LocaleShapes,
} from "../domain/intl/derive-shapes";
import { intlLocale, LANGUAGES } from "../domain/languages";

const folder = path.resolve(__dirname, "..", "domain", "intl", "shapes");

async function writeJson(file: string, data: unknown) {
  // Spaces other than U+0020 (French's no-break spaces) written as escapes,
  // so that a reader of the file sees them.
  const json = JSON.stringify(data).replace(
    /[^\S ]/gu,
    (space) => `\\u${space.codePointAt(0)!.toString(16).padStart(4, "0")}`,
  );
  const target = path.join(folder, file);
  writeFileSync(target, await format(json, { parser: "json" }));
  return path.relative(process.cwd(), target);
}

async function main() {
  const locales = LANGUAGES.map(intlLocale);
  const shapes = locales.map(
    (locale) => [locale, deriveLocaleShapes(locale)] as const,
  );
  const byLocale = (part: keyof LocaleShapes) =>
    Object.fromEntries(shapes.map(([locale, all]) => [locale, all[part]]));
  mkdirSync(folder, { recursive: true });
  const written = [
    await writeJson("numbers.json", byLocale("numbers")),
    await writeJson("days.json", byLocale("days")),
  ];
  console.log(`Wrote ${written.join(" and ")} for ${locales.join(", ")}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
