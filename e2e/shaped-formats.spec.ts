import { writeDay, writeDayRange } from "../domain/intl/day-shape";
import { dayShapes } from "../domain/intl/day-shapes";
import { writeNumber } from "../domain/intl/number-shape";
import { numberShapes } from "../domain/intl/number-shapes";
import { SHAPED_FORMATS } from "../domain/intl/shaped-formats";
import { intlLocale, LANGUAGES } from "../domain/languages";
import { expect, test, type Page } from "./fixtures";
import { openPage } from "./open-page";

// Decisions 0026 and 0027: prices, points, days and the featured trips' date
// ranges are written from shapes taken from Node's Intl. The browser's own Intl must
// write the same, and the pages that show them must build no Intl formatter.

const CENTS = [0, 7, 99, 100, 999, 1_000, 12_345, 99_999, 100_000, 123_456_789];
const isoDay = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const DAYS = [...Array(40).keys()].map((week) =>
  isoDay(new Date(Date.UTC(2027, 0, 3)), week * 9),
);
/** A week from each day, as the featured trips show: some cross a year. */
const RANGES = DAYS.map((day) => [day, isoDay(new Date(day), 7)] as const);

test("the browser's Intl writes prices, points, days and date ranges as their shapes do", async ({
  page,
}) => {
  await openPage(page, "/faq");
  for (const locale of LANGUAGES.map(intlLocale)) {
    const numbers = numberShapes(locale)!;
    const days = dayShapes(locale)!;
    const written = await page.evaluate(
      ({ locale, formats, cents, days, ranges }) => {
        const price = new Intl.NumberFormat(locale, formats.price);
        const points = new Intl.NumberFormat(locale, formats.points);
        const day = new Intl.DateTimeFormat(locale, formats.day);
        const utc = (iso: string) => new Date(`${iso}T00:00Z`);
        return {
          prices: cents.map((value) => price.format(value / 100)),
          points: cents.map((value) => points.format(value)),
          days: days.map((value) => day.format(utc(value))),
          ranges: ranges.map(([from, to]) =>
            day.formatRange(utc(from), utc(to)),
          ),
        };
      },
      {
        locale,
        formats: SHAPED_FORMATS,
        cents: CENTS,
        days: DAYS,
        ranges: RANGES,
      },
    );
    const { ranges, ...numbersAndDays } = written;
    expect(numbersAndDays).toEqual({
      prices: CENTS.map((value) => writeNumber(value, numbers.price)),
      points: CENTS.map((value) => writeNumber(value, numbers.points)),
      days: DAYS.map((value) => writeDay(value, days.day)),
    });
    // Only the kind of space may differ: Chromium 156's ICU puts plain spaces
    // around the French dash where Node 20's puts thin ones, as browsers'
    // own ICU versions did before the shapes.
    const spaced = (text?: string) => text?.replace(/\s/g, " ");
    expect(ranges.map(spaced)).toEqual(
      RANGES.map(([from, to]) =>
        spaced(writeDayRange(from, to, days.day, days.dayRange)),
      ),
    );
  }
});

/**
 * Lists every Intl number or date formatter and collator the page builds,
 * and every localeCompare (which builds a collator): the first of any of
 * them loads ICU's locale list (decisions 0026, 0027).
 */
async function countIntlFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlFormattersBuilt: built });
    const localeCompare = String.prototype.localeCompare;
    Object.defineProperty(String.prototype, "localeCompare", {
      value(this: string, ...args: Parameters<typeof localeCompare>) {
        built.push("localeCompare");
        return localeCompare.apply(this, args);
      },
    });
    for (const name of [
      "NumberFormat",
      "DateTimeFormat",
      "Collator",
    ] as const) {
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
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { intlFormattersBuilt: string[] })
          .intlFormattersBuilt,
    );
}

test("/search shows its results without building an Intl formatter or collator", async ({
  page,
}) => {
  const formattersBuilt = await countIntlFormatters(page);
  const departure = new Date(Date.now() + 20 * 86_400_000);
  const iso = departure.toISOString().slice(0, 10);
  await openPage(
    page,
    `/fr/search?departure=YYZ&arrival=YVR&departureDate=${iso}&adults=1&children=0`,
  );
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  await expect(cards.first()).toContainText(/\d,\d\d\s\$/);
  expect(await formattersBuilt()).toEqual([]);
});

test.describe("a visitor in Vancouver's time zone", () => {
  test.use({ timezoneId: "America/Vancouver" });

  for (const [path, dates] of [
    ["/", /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), /],
    ["/fr", /^(dim|lun|mar|mer|jeu|ven|sam)\. \d/],
    ["/vertoflex", /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), /],
  ] as const) {
    test(`${path} shows the featured trips of the nearer market, dates and points without building an Intl formatter or collator`, async ({
      page,
    }) => {
      const formattersBuilt = await countIntlFormatters(page);
      await openPage(page, path);
      const trips = page.getByRole("list", { name: /Vancouver/ });
      const card = trips.getByRole("article").first();
      await expect(card).toBeVisible();
      // The dates replace "Leaving in 3 weeks" once the browser knows today.
      await expect(card.locator("p").nth(2)).toHaveText(dates);
      await expect(card).toContainText(/\d points/);
      expect(await formattersBuilt()).toEqual([]);
    });
  }
});
