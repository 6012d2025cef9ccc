import { writeDay, writeNumber } from "../domain/intl/format-shapes";
import { RESULTS_FORMATS, resultsShapes } from "../domain/intl/results-formats";
import { intlLocale, LANGUAGES } from "../domain/languages";
import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

// Decision 0026: the results write prices, points and days from shapes taken
// from Node's Intl. The browser's own Intl must write the same.

const CENTS = [0, 7, 99, 100, 999, 1_000, 12_345, 99_999, 100_000, 123_456_789];
const DAYS = [...Array(40).keys()].map((week) =>
  new Date(Date.UTC(2027, 0, 3 + week * 9)).toISOString().slice(0, 10),
);

test("the browser's Intl writes the results' prices, points and days as their shapes do", async ({
  page,
}) => {
  await openPage(page, "/faq");
  for (const locale of LANGUAGES.map(intlLocale)) {
    const shapes = resultsShapes(locale)!;
    const written = await page.evaluate(
      ({ locale, formats, cents, days }) => {
        const price = new Intl.NumberFormat(locale, formats.price);
        const points = new Intl.NumberFormat(locale, formats.points);
        const day = new Intl.DateTimeFormat(locale, formats.day);
        return {
          prices: cents.map((value) => price.format(value / 100)),
          points: cents.map((value) => points.format(value)),
          days: days.map((value) => day.format(new Date(`${value}T00:00Z`))),
        };
      },
      { locale, formats: RESULTS_FORMATS, cents: CENTS, days: DAYS },
    );
    expect(written).toEqual({
      prices: CENTS.map((value) => writeNumber(value, shapes.price)),
      points: CENTS.map((value) => writeNumber(value, shapes.points)),
      days: DAYS.map((value) => writeDay(value, shapes.day)),
    });
  }
});

test("/search shows its results without building an Intl number or date formatter", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlFormattersBuilt: built });
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const original = Intl[name];
      const counted = new Proxy(original, {
        apply: (target, self, args) => {
          built.push(name);
          return Reflect.apply(target, self, args);
        },
        construct: (target, args) => {
          built.push(name);
          return Reflect.construct(target, args);
        },
      });
      Object.defineProperty(Intl, name, { value: counted });
    }
  });
  const departure = new Date(Date.now() + 20 * 86_400_000);
  const iso = departure.toISOString().slice(0, 10);
  await openPage(
    page,
    `/fr/search?departure=YYZ&arrival=YVR&departureDate=${iso}&adults=1&children=0`,
  );
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  await expect(cards.first()).toContainText(/\d,\d\d\s\$/);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { intlFormattersBuilt: string[] })
          .intlFormattersBuilt,
    ),
  ).toEqual([]);
});
