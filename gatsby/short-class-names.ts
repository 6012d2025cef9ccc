/** A webpack rule or loader entry, as far as this walk reads it. */
interface RuleLike {
  loader?: string;
  options?: { modules?: unknown };
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

// css-loader itself, by package path or name (not postcss-loader).
const CSS_LOADER = /(^|[\\/])css-loader([\\/]|$)/;

/** Class names of six letters ("kQxTbe"): no escape in CSS, none starts with a digit. */
export const SHORT_CLASS_NAME = "[hash:base52:6]";

/**
 * CSS Modules' class names, hashes only. Gatsby names them
 * "[name]--[local]--[hash]", about 35 characters each, and every page's
 * first load carries each one as a string (about 3 KB of the home page's
 * script). The server build (build-html) and the browser build
 * (build-javascript) must both get it, or their names differ.
 */
export function shortenClassNames(rules: unknown): number {
  let changed = 0;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== "object" || value === null) return;
    const rule = value as RuleLike;
    const modules = rule.options?.modules;
    if (
      CSS_LOADER.test(rule.loader ?? "") &&
      typeof modules === "object" &&
      modules !== null
    ) {
      (modules as { localIdentName?: string }).localIdentName =
        SHORT_CLASS_NAME;
      changed += 1;
    }
    walk(rule.use);
    walk(rule.oneOf);
    walk(rule.rules);
  };
  walk(rules);
  return changed;
}
