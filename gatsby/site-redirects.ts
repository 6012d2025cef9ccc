import path from "node:path";
import type { RedirectRule } from "../domain/redirects/redirect-rule";
import { readRedirects } from "../server/platform/build-output/read-redirects";

const REDIRECTS_FILE = path.resolve(__dirname, "../static/_redirects");

/** The 301/302 rules of static/_redirects (200 rules are server rewrites, not redirects). */
export async function readSiteRedirects(): Promise<RedirectRule[]> {
  const rules = await readRedirects(REDIRECTS_FILE);
  return rules.filter((rule) => rule.status === 301 || rule.status === 302);
}
