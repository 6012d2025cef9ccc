/**
 * fuse.js's field-length norm: 1 / √(words), rounded to 3 decimals, so a match
 * in a short field weighs more. Computed here rather than through
 * Fuse.createIndex, which costs tens of milliseconds over the whole list on a
 * phone; field-norm.test.ts checks both agree on every airport field.
 */
export function fieldNorm(value: string): number {
  let words = 0;
  let inWord = false;
  for (let at = 0; at < value.length; at += 1) {
    const code = value.charCodeAt(at);
    // fuse.js's word separators: tab to carriage return, space, no-break space.
    const separator = (code >= 9 && code <= 13) || code === 32 || code === 160;
    if (!separator && !inWord) words += 1;
    inWord = !separator;
  }
  // Math.pow as fuse.js writes it: Math.sqrt may round differently.
  return Math.round(1000 / Math.pow(Math.max(1, words), 0.5)) / 1000;
}
