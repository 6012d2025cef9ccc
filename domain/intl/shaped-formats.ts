// The site's formats that are written from shapes (decision 0026): the
// options each shape is read from by `npm run intl-shapes`
// (scripts/write-intl-shapes.ts), and that Intl writes with where a shape
// does not cover a value. shapes.test.ts fails when Intl no longer agrees
// with the shapes in shapes/. This file imports nothing, so the script can
// run when the shapes are missing.

/** A fare's price: CAD, 2 decimals (SPEC §9). */
export const PRICE_FORMAT: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "CAD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** Points are written whole. */
export const POINTS_FORMAT: Intl.NumberFormatOptions = {
  maximumFractionDigits: 0,
};

/**
 * A day in the results, "Fri, Mar 14" / "ven. 14 mars", and each end of a
 * featured trip's dates, "Sun, Dec 13–Sun, Dec 20".
 */
export const SHORT_DAY_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
};

export const SHAPED_FORMATS = {
  price: PRICE_FORMAT,
  points: POINTS_FORMAT,
  day: SHORT_DAY_FORMAT,
};
