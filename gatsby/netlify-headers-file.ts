/** A rule of Netlify's headers: a path pattern and the headers it sends. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** Netlify's matching of a `for` pattern (its headers parser's rules). */
export function forRegExp(pattern: string): RegExp {
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      return part
        .split("*")
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.*)");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

/** The rules of a _headers file: a path, then its indented "Name: value" lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n").filter((line) => line.trim() !== "")) {
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (header && rule) rule.values[header[1]!] = header[2]!;
    else rules.push({ for: line.trim(), values: {} });
  }
  return rules;
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(
      (rule) =>
        `${rule.for}\n${Object.entries(rule.values)
          .map(([name, value]) => `  ${name}: ${value}\n`)
          .join("")}`,
    )
    .join("");
}

/**
 * The values of one header for a path, one per matching rule, in order:
 * Netlify applies every matching rule, so a browser gets them all.
 */
export function headerValuesFor(
  rules: readonly HeaderRule[],
  urlPath: string,
  name: string,
): string[] {
  return rules
    .filter((rule) => forRegExp(rule.for).test(urlPath))
    .flatMap((rule) =>
      Object.entries(rule.values)
        .filter(([header]) => header.toLowerCase() === name.toLowerCase())
        .map(([, value]) => value),
    );
}
