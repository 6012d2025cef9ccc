import { deriveResultsShapes } from "./derive-shapes";
import { resultsShapes } from "./results-formats";
import { intlLocale, LANGUAGES } from "../languages";

describe("results-shapes.json", () => {
  it.each(LANGUAGES.map(intlLocale))(
    "holds what Intl writes in %s now (if not: npm run intl-shapes)",
    (locale) => {
      expect(resultsShapes(locale)).toEqual(deriveResultsShapes(locale));
    },
  );

  it("has no shapes for a locale the site is not in", () => {
    expect(resultsShapes("de-DE")).toBeUndefined();
    expect(resultsShapes("toString")).toBeUndefined();
  });
});
