import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Long enough (over 1 KB) for compression to apply. */
export const LONG_TEXT =
  "Northfare flight deals for travellers in Canada. ".repeat(40);

export const FAKE_FILES: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title>",
  "faq/index.html": `<!doctype html><title>FAQ</title><p>${LONG_TEXT}</p>`,
  "fr/index.html": "<!doctype html><title>Accueil</title>",
  "fr/faq/index.html": "<!doctype html><title>Foire aux questions</title>",
  "order/index.html": "<!doctype html><title>Order</title>",
  "fr/order/index.html": "<!doctype html><title>Commande</title>",
  "404.html": "<!doctype html><title>Page not found</title>",
  "fr/404.html": "<!doctype html><title>Page introuvable</title>",
  "static/abc123/file.js": "console.log('static');",
  "app-0123456789abcdef0123.js": `/* ${LONG_TEXT} */`,
  "styles.0123456789abcdef0123.css": "body{margin:0}",
  "sw.js": "self.addEventListener('fetch', () => {});",
  "page-data/index/page-data.json": '{"path":"/"}',
  "page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
  "robots.txt": "User-agent: *\nAllow: /\n",
  "sitemap-index.xml": '<?xml version="1.0"?><sitemapindex/>',
  ".env": "SECRET=do-not-serve",
};

export const FAKE_REDIRECTS = `# test rules
/support          /faq       301
/support/         /faq       301
/fr/support       /fr/faq    301
/fr/support/      /fr/faq    301
/campaign/flyer   /          301
/campaign/flyer/  /          301
/fr/campaign/flyer   /fr/    301
/fr/campaign/flyer/  /fr/    301
/order/*          /order/    200
/fr/order/*       /fr/order/ 200
/old-deals        /faq?tab=deals  302
`;

export interface FakeBuild {
  root: string;
  publicDir: string;
  redirectsFile: string;
  remove: () => void;
}

/** A temporary folder with a small stand-in for Gatsby's public/ and a _redirects file. */
export function createFakeBuild(
  files: Record<string, string | Buffer> = FAKE_FILES,
): FakeBuild {
  const root = mkdtempSync(path.join(tmpdir(), "northfare-server-"));
  const publicDir = path.join(root, "public");
  mkdirSync(publicDir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), content);
  }
  const redirectsFile = path.join(root, "_redirects");
  writeFileSync(redirectsFile, FAKE_REDIRECTS);
  return {
    root,
    publicDir,
    redirectsFile,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
