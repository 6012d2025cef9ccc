import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteUrl } from "./site-config";

/** robots.txt is written at build time so its sitemap URL follows SITE_URL. */
export function robotsTxt(url: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /checkout\nDisallow: /processing\nDisallow: /order/\n\nSitemap: ${url}/sitemap-index.xml\n`;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  await fs.writeFile(
    path.join(program.directory, "public", "robots.txt"),
    robotsTxt(siteUrl),
  );
};
