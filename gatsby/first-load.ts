// First-load JavaScript of the built pages, read from public/: shared by the
// budgets check (scripts/check-budgets.mjs) and `npm run bench`.
//
// A page's first load is every script it runs before it is interactive: the
// HTML's own <script src> tags (Gatsby's "app" chunk group: webpack runtime,
// framework, app) and the chunk group of the page's template, which Gatsby 5
// leaves out of the HTML and its runtime loads before hydration. Both come
// from the build's chunk map and webpack stats, so no chunk can hide.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { loaderScripts } from "./boot-after-first-paint";
import { buildArtifactsDir } from "../server/platform/build-output/build-artifacts";
import { builtHtmlFiles } from "../server/platform/csp/built-pages";

/** public/chunk-map.json: chunk group → its own files ("/name-hash.js"). */
export type ChunkMap = Record<string, string[]>;

/** The parts of public/webpack.stats.json read here. */
export interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

export interface BuildIndex {
  chunkMap: ChunkMap;
  stats: WebpackStats;
}

/** Level 9, the best compression, as a server gzipping static files would. */
export const GZIP_LEVEL = 9;

export const gzipSize = (content: Buffer | string): number =>
  gzipSync(content, { level: GZIP_LEVEL }).length;

const isJs = (file: string) => file.endsWith(".js");
const withoutSlash = (file: string) => file.replace(/^\//, "");

/**
 * The scripts an HTML page loads by itself, as paths under public/: its
 * <script src> tags, except `nomodule` ones (modern browsers skip them), and
 * those its loader adds after the first paint
 * (gatsby/boot-after-first-paint.ts). Throws on a script from another
 * origin, which this check cannot weigh.
 */
export function htmlScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!src || /\snomodule\b/i.test(tag)) continue;
    urls.push(src[1] ?? src[2] ?? src[3] ?? "");
  }
  urls.push(...(loaderScripts(html) ?? []));
  return [
    ...new Set(
      urls.map((url) => {
        if (!url.startsWith("/") || url.startsWith("//")) {
          throw new Error(
            `a script from another origin cannot be measured: ${url}`,
          );
        }
        return withoutSlash(url.split(/[?#]/)[0]!);
      }),
    ),
  ];
}

/**
 * The JavaScript files of a named chunk group, from webpack.stats.json
 * (every chunk of the group) and chunk-map.json (the group's own chunk),
 * which must agree: a file in one and not the other means a mixed build.
 */
export function chunkGroupScripts(build: BuildIndex, name: string): string[] {
  const { assetsByChunkName, namedChunkGroups } = build.stats;
  const byChunkName = assetsByChunkName[name];
  const group = namedChunkGroups[name];
  if (!byChunkName || !group) {
    throw new Error(`webpack.stats.json has no chunk group "${name}"`);
  }
  const files = new Set(
    [...byChunkName, ...group.assets.map((asset) => asset.name)].filter(isJs),
  );
  // Its stylesheet (chunk-map.json lists it too) is not a script.
  for (const file of (build.chunkMap[name] ?? [])
    .map(withoutSlash)
    .filter(isJs)) {
    if (!files.has(file)) {
      throw new Error(
        `chunk-map.json lists ${file} for "${name}" but webpack.stats.json does not: rebuild from clean`,
      );
    }
  }
  return [...files];
}

/** The own chunk of a named group (chunk-map.json), e.g. search-results-<hash>.js. */
export function ownChunk(build: BuildIndex, name: string): string[] {
  const files = build.chunkMap[name];
  if (!files?.length) throw new Error(`chunk-map.json has no chunk "${name}"`);
  return files.map(withoutSlash).filter(isJs);
}

export interface FirstLoad {
  /** Every script, in loading order, without repeats. */
  scripts: string[];
  /** The scripts the HTML does not name, which Gatsby's runtime loads. */
  notInHtml: string[];
}

/** A page's first-load scripts: its HTML's, the app group and its template's group. */
export function firstLoadScripts(
  html: string,
  componentChunkName: string,
  build: BuildIndex,
): FirstLoad {
  const inHtml = htmlScripts(html);
  const scripts = [
    ...new Set([
      ...inHtml,
      ...chunkGroupScripts(build, "app"),
      ...chunkGroupScripts(build, componentChunkName),
    ]),
  ];
  return {
    scripts,
    notInHtml: scripts.filter((file) => !inHtml.includes(file)),
  };
}

/**
 * The lazy chunks: files this build's webpack runtime can load (their
 * content hash is in it) that no page loads first. Files an earlier build
 * left in public/ are not in the runtime, so they never count.
 */
export function lazyChunks(
  jsFiles: string[],
  runtimeSource: string,
  firstLoad: ReadonlySet<string>,
): string[] {
  return jsFiles.filter((file) => {
    const hash = /-([0-9a-f]{8,})\.js$/.exec(file)?.[1];
    return hash && runtimeSource.includes(hash) && !firstLoad.has(file);
  });
}

/** The app group's webpack runtime, whose source names every loadable chunk. */
export function runtimeScript(build: BuildIndex): string {
  const runtime = chunkGroupScripts(build, "app").find((file) =>
    file.startsWith("webpack-runtime-"),
  );
  if (!runtime) throw new Error(`no webpack-runtime-*.js in the "app" group`);
  return runtime;
}

/** "/fr/search" for public/fr/search/index.html; "/" for public/index.html. */
export function pagePathOf(htmlFile: string): string {
  const dir = path.posix.dirname(htmlFile.split(path.sep).join("/"));
  return dir === "." ? "/" : `/${dir}`;
}

/** Where Gatsby writes a page's data: page-data/index/… for "/". */
export function pageDataFile(pagePath: string): string {
  const name = pagePath === "/" ? "index" : pagePath.slice(1);
  return path.join("page-data", name, "page-data.json");
}

export interface BuiltPage {
  path: string;
  componentChunkName: string;
  firstLoad: FirstLoad;
  /** Gzip bytes of each first-load script, in the order of firstLoad.scripts. */
  gzipBytes: number[];
}

export interface BuiltSite {
  pages: BuiltPage[];
  build: BuildIndex;
  /** The JavaScript files at the top of public/, where webpack writes. */
  jsFiles: string[];
}

/** Every page's index.html under public/, relative, sorted (the server's walk). */
function indexHtmlFiles(publicDir: string): string[] {
  return builtHtmlFiles(publicDir).filter(
    (file) => file === "index.html" || file.endsWith("/index.html"),
  );
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(file, "utf8")) as T;

/**
 * Where the build keeps webpack's records: build-artifacts/ beside public/
 * for the site (gatsby/move-build-artifacts.ts), public/ itself for a bare
 * Gatsby build such as bench/floor/.
 */
function recordsDir(publicDir: string): string {
  const moved = buildArtifactsDir(publicDir);
  return existsSync(path.join(moved, "webpack.stats.json")) ? moved : publicDir;
}

/** Gatsby's chunk map and webpack's stats of the build in publicDir. */
export function readBuildIndex(publicDir: string): BuildIndex {
  const records = recordsDir(publicDir);
  return {
    chunkMap: readJson(path.join(records, "chunk-map.json")),
    stats: readJson(path.join(records, "webpack.stats.json")),
  };
}

/** Reads the production build in publicDir: every page and its first load. */
export function readSite(publicDir: string): BuiltSite {
  const build = readBuildIndex(publicDir);
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    const size =
      sizes.get(file) ?? gzipSize(readFileSync(path.join(publicDir, file)));
    sizes.set(file, size);
    return size;
  };
  const pages = indexHtmlFiles(publicDir).map((htmlFile): BuiltPage => {
    const pagePath = pagePathOf(htmlFile);
    const { componentChunkName } = readJson<{ componentChunkName: string }>(
      path.join(publicDir, pageDataFile(pagePath)),
    );
    const html = readFileSync(path.join(publicDir, htmlFile), "utf8");
    const firstLoad = firstLoadScripts(html, componentChunkName, build);
    return {
      path: pagePath,
      componentChunkName,
      firstLoad,
      gzipBytes: firstLoad.scripts.map(gzipOf),
    };
  });
  const jsFiles = readdirSync(publicDir).filter(isJs).sort();
  return { pages, build, jsFiles };
}

/** The site's lazy chunks with their gzip bytes, largest first. */
export function readLazyChunks(
  publicDir: string,
  site: BuiltSite,
): { file: string; bytes: number }[] {
  const runtime = readFileSync(
    path.join(publicDir, runtimeScript(site.build)),
    "utf8",
  );
  const firstLoad = new Set(site.pages.flatMap((p) => p.firstLoad.scripts));
  return lazyChunks(site.jsFiles, runtime, firstLoad)
    .map((file) => ({
      file,
      bytes: gzipSize(readFileSync(path.join(publicDir, file))),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}
