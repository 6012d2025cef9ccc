// Netlify's own parser, so Netlify, this server and the build agree on every
// rule: docs/decisions/0005-netlify-redirects.md
import { readFile } from "node:fs/promises";
import { parseAllRedirects } from "netlify-redirect-parser";
import type { RedirectRule } from "../../../domain/redirects/redirect-rule";
import {
  RedirectRulesError,
  toRedirectRules,
} from "../../../domain/redirects/to-redirect-rules";

/** Lines holding a rule, counted as Netlify's parser counts them. */
function countRuleLines(text: string): number {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#")).length;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    // Netlify's parser would read a missing file as "no rules" and go on.
    throw new Error(`${file}: ${messageOf(error)}`, { cause: error });
  }
}

/**
 * The rules of a `_redirects` file, in order. Throws an Error naming the file
 * and every problem, whether Netlify's parser or our rules found it.
 */
export async function readRedirects(file: string): Promise<RedirectRule[]> {
  const lineCount = countRuleLines(await readText(file));
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: true,
  });
  const problems = errors.map(messageOf);
  // The parser silently keeps only the last of identical rules, moving it.
  const collapsed = lineCount - redirects.length - errors.length;
  if (collapsed > 0) {
    problems.push(
      `${collapsed} line(s) repeat an earlier rule exactly; remove the copies`,
    );
  }
  let rules: RedirectRule[] = [];
  try {
    rules = toRedirectRules(redirects);
  } catch (error) {
    if (!(error instanceof RedirectRulesError)) throw error;
    problems.push(...error.problems);
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join("\n")}`);
  return rules;
}
