import { dayShapes } from "./day-shapes";
import { deriveLocaleShapes } from "./derive-shapes";
import { numberShapes } from "./number-shapes";
import { intlLocale, LANGUAGES } from "../languages";

describe("shapes/numbers.json and shapes/days.json", () => {
  it.each(LANGUAGES.map(intlLocale))(
    "hold what Intl writes in %s now (if not: npm run intl-shapes)",
    (locale) => {
      expect({
        numbers: numberShapes(locale),
        days: dayShapes(locale),
      }).toEqual(deriveLocaleShapes(locale));
    },
  );

  it("have no shapes for a locale the site is not in", () => {
    for (const locale of ["de-DE", "toString"]) {
      expect(numberShapes(locale)).toBeUndefined();
      expect(dayShapes(locale)).toBeUndefined();
    }
  });
});
