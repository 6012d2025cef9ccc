import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  THIRD_PARTY_CONFIG_FILE,
  thirdPartyConfigFromEnv,
} from "../domain/third-party";
import { formatHeadersFile } from "./netlify-headers-file";
import { chunkGroupScripts, readBuildIndex } from "./first-load";
import { netlifyHeaderRules } from "./netlify-config";
import { readBuiltPages } from "../server/platform/csp/built-pages";
import { uncoveredInlineContent } from "./csp-coverage";
import { bootPagesAfterFirstPaint } from "./boot-after-first-paint";
import { addEarlyOffers } from "./early-offers-script";
import { CLIENT_ENTRY_CHUNKS } from "./client-entry-chunks";
import { searchPageScripts } from "./search-page-scripts";
import { pageDataPreloads, searchPageStyles } from "./page-preloads";
import { moveBuildArtifacts } from "./move-build-artifacts";
import { precompressSite } from "./precompress";
import { siteUrl } from "./site-config";

/** robots.txt is written at build time so its sitemap URL follows SITE_URL. */
export function robotsTxt(url: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /checkout\nDisallow: /processing\nDisallow: /order/\n\nSitemap: ${url}/sitemap-index.xml\n`;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  store,
  reporter,
}) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  // Source maps and webpack's records are for tools, never published.
  await moveBuildArtifacts(publicDir);
  // Before the CSP is computed: it adds an inline script to every page (0023).
  const build = readBuildIndex(publicDir);
  const dataPreloads = pageDataPreloads(publicDir);
  const stylePreloads = searchPageStyles(build);
  await bootPagesAfterFirstPaint(
    publicDir,
    CLIENT_ENTRY_CHUNKS.flatMap((name) => chunkGroupScripts(build, name)).map(
      (file) => `/${file}`,
    ),
    searchPageScripts(build),
    (htmlFile) => [...dataPreloads(htmlFile), ...stylePreloads(htmlFile)],
  );
  // Also inline, so before the CSP too: a search link's first offers drawn
  // before the app has run (decision 0046).
  await addEarlyOffers(publicDir);
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  // The third-party ids (GATSBY_… variables), read by the site only after
  // consent, and by the server for its CSP: docs/decisions/0011-third-party-scripts.md.
  await fs.writeFile(
    path.join(publicDir, THIRD_PARTY_CONFIG_FILE),
    JSON.stringify(thirdPartyConfigFromEnv(process.env)),
  );
  // Each page's CSP with its inline scripts' hashes, for Netlify (0010, 0017).
  const rules = netlifyHeaderRules(publicDir);
  await fs.writeFile(
    path.join(publicDir, "_headers"),
    formatHeadersFile(rules),
  );
  const problems = uncoveredInlineContent(readBuiltPages(publicDir), rules);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The Content-Security-Policy would block what these pages run inline ` +
        `(docs/decisions/0017-content-security-policy.md):\n  ${problems.join("\n  ")}`,
    );
  }
  // Last, once every file is final: the server sends these as they are.
  const compressed = await precompressSite(publicDir);
  reporter.info(`Compressed ${compressed} files (brotli and gzip)`);
};
