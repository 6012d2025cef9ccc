import { readSite } from "../gatsby/first-load";

/**
 * A built page's first-load JavaScript in KB gzip -9 (1,024 bytes), counted
 * as the budgets check counts it (gatsby/first-load.ts): the HTML's
 * scripts, the app group and the page template's group. `page` is the path
 * under `publicDir`, "" for the home page.
 */
export function firstLoadGzipKb(publicDir: string, page: string): number {
  const pagePath = `/${page}`.replace(/\/+$/, "") || "/";
  const built = readSite(publicDir).pages.find(
    (candidate) => candidate.path === pagePath,
  );
  if (!built) throw new Error(`no built page ${pagePath} in ${publicDir}`);
  return built.gzipBytes.reduce((sum, bytes) => sum + bytes, 0) / 1024;
}
