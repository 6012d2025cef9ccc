// `npm run intl-shapes`: writes domain/intl/results-shapes.json, the results'
// formats for each site locale as this Node's Intl writes them.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { deriveResultsShapes } from "../domain/intl/derive-shapes";
import { intlLocale, LANGUAGES } from "../domain/languages";

const target = path.resolve(
  __dirname,
  "..",
  "domain",
  "intl",
  "results-shapes.json",
);

async function main() {
  const locales = LANGUAGES.map(intlLocale);
  const shapes = Object.fromEntries(
    locales.map((locale) => [locale, deriveResultsShapes(locale)]),
  );
  // Spaces other than U+0020 (French's no-break spaces) written as escapes,
  // so that a reader of the file sees them.
  const json = JSON.stringify(shapes).replace(
    /[^\S ]/gu,
    (space) => `\\u${space.codePointAt(0)!.toString(16).padStart(4, "0")}`,
  );
  const text = await format(json, { parser: "json" });
  writeFileSync(target, text);
  console.log(
    `Wrote ${path.relative(process.cwd(), target)} for ${locales.join(", ")}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
