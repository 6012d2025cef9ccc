import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  THIRD_PARTY_CONFIG_FILE,
  thirdPartyConfigFromEnv,
} from "../domain/third-party";
import { netlifyHeadersFile } from "../scripts/netlify-config";
import { siteUrl } from "./site-config";

/** robots.txt is written at build time so its sitemap URL follows SITE_URL. */
export function robotsTxt(url: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /checkout\nDisallow: /processing\nDisallow: /order/\n\nSitemap: ${url}/sitemap-index.xml\n`;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  // The third-party ids (GATSBY_… variables), read by the site only after
  // consent, and by the server for its CSP: docs/decisions/0011-third-party-scripts.md.
  await fs.writeFile(
    path.join(publicDir, THIRD_PARTY_CONFIG_FILE),
    JSON.stringify(thirdPartyConfigFromEnv(process.env)),
  );
  // Deploy previews' CSP, with the origins that file allows (0010).
  await fs.writeFile(
    path.join(publicDir, "_headers"),
    await netlifyHeadersFile(publicDir),
  );
};
