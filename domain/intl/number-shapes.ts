// How each site locale writes prices and points, written ahead of time by
// `npm run intl-shapes` from the options in shaped-formats.ts. It imports no
// formatting code, so the formatters can import it.

import type { NumberShape } from "./number-shape";
import shapes from "./shapes/numbers.json";

export interface NumberShapes {
  price: NumberShape;
  points: NumberShape;
}

const SHAPES: Readonly<Record<string, NumberShapes>> = shapes;

/** The locale's number shapes, if they were written ahead of time. */
export function numberShapes(locale: string): NumberShapes | undefined {
  return Object.hasOwn(SHAPES, locale) ? SHAPES[locale] : undefined;
}
