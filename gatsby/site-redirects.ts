import fs from "node:fs";
import path from "node:path";
import { parseRedirects, type RedirectRule } from "../server/redirects";

const REDIRECTS_FILE = path.resolve(__dirname, "../static/_redirects");

/** The 301/302 rules of static/_redirects (200 rules are server rewrites, not redirects). */
export function readSiteRedirects(): RedirectRule[] {
  return parseRedirects(fs.readFileSync(REDIRECTS_FILE, "utf8")).filter(
    (rule) => rule.status === 301 || rule.status === 302,
  );
}
