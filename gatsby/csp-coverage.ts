import { parsePolicy } from "../server/platform/csp/content-security-policy";
import { pagePath, type BuiltPage } from "../server/platform/csp/built-pages";
import { hashSource } from "../server/platform/csp/hash-source";
import { headerValuesFor, type HeaderRule } from "./netlify-headers-file";

const snippet = (text: string) =>
  JSON.stringify(text.trim().replace(/\s+/g, " ").slice(0, 60));

/** What one policy leaves blocked of a page's inline scripts and styles. */
function blockedBy(policy: string, page: BuiltPage): string[] {
  const directives = parsePolicy(policy);
  const scripts = directives.get("script-src") ?? [];
  const styles = directives.get("style-src") ?? [];
  const blocked: string[] = [];
  for (const script of page.content.scripts) {
    if (!scripts.includes(hashSource(script))) {
      blocked.push(`inline script ${snippet(script)} is not in script-src`);
    }
  }
  for (const style of page.content.styles) {
    if (!styles.includes(hashSource(style))) {
      blocked.push(`<style> ${snippet(style)} is not in style-src`);
    }
  }
  for (const attribute of page.content.styleAttributes) {
    const allowed =
      styles.includes("'unsafe-hashes'") &&
      styles.includes(hashSource(attribute));
    if (!allowed) {
      blocked.push(`style="${attribute}" is not in style-src`);
    }
  }
  return blocked;
}

/**
 * Every inline script, style and style attribute of the built pages that
 * the Content-Security-Policy of the headers file (each rule matching the
 * page's path) would block, and what no hash can allow (event handler
 * attributes, javascript: URLs). Empty when every page runs as built.
 */
export function uncoveredInlineContent(
  pages: readonly BuiltPage[],
  rules: readonly HeaderRule[],
): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const where = `${page.file} (${pagePath(page.file)})`;
    for (const text of page.content.unhashable) {
      problems.push(`${where}: ${text} runs inline: move it to a script file`);
    }
    const policies = headerValuesFor(
      rules,
      pagePath(page.file),
      "Content-Security-Policy",
    );
    if (policies.length === 0) {
      problems.push(`${where}: no Content-Security-Policy`);
    }
    for (const policy of policies) {
      problems.push(...blockedBy(policy, page).map((b) => `${where}: ${b}`));
    }
  }
  return [...new Set(problems)];
}
