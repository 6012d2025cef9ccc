// A locale's way of writing one kind of number, taken from Intl ahead of time
// (derive-shapes.ts), so that a page can write it without building an Intl
// formatter: a browser's first one loads ICU's locale list, 10–18 ms of
// main-thread CPU (docs/decisions/0026-results-formats-without-icu.md).

/** How a locale writes a non-negative number with a fixed count of decimals. */
export interface NumberShape {
  /** Text before the digits ("$") and after them (" $"). */
  prefix: string;
  suffix: string;
  /** "," or a no-break space; "" when the locale does not group. */
  group: string;
  decimal: string;
  fractionDigits: number;
  /** The fewest integer digits that are grouped (4, or 5 where "1234" stays whole). */
  groupFrom: number;
}

function grouped(digits: string, shape: NumberShape): string {
  if (!shape.group || digits.length < shape.groupFrom) return digits;
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) {
    text += shape.group + digits.slice(at, at + 3);
  }
  return text;
}

/**
 * `units` of the shape's smallest unit (cents when it has two decimals) as
 * the locale writes them; undefined for what the shape does not cover
 * (a negative, a fraction of a unit, a number too large to be exact).
 */
export function writeNumber(
  units: number,
  shape: NumberShape,
): string | undefined {
  if (!Number.isSafeInteger(units) || units < 0) return undefined;
  const scale = 10 ** shape.fractionDigits;
  const whole = grouped(String(Math.floor(units / scale)), shape);
  const fraction =
    shape.fractionDigits > 0
      ? shape.decimal +
        String(units % scale).padStart(shape.fractionDigits, "0")
      : "";
  return shape.prefix + whole + fraction + shape.suffix;
}
