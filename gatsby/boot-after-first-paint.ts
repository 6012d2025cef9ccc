import fs from "node:fs/promises";
import path from "node:path";
import { builtHtmlFiles } from "../server/platform/csp/built-pages";

// Gatsby stitches its first-load scripts into every page from this slice.
const SCRIPTS_SLICE =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const SAME_ORIGIN_SCRIPT = /^\/[\w./-]+\.js$/;
const SAME_ORIGIN_FILE = /^\/[\w./-]+\.(json|css)$/;

/**
 * The longest the scripts wait for a first paint, one that never comes.
 * Long enough for a slow phone's first paint: scripts run before it would
 * only delay it more.
 */
export const FIRST_PAINT_WAIT_MS = 3000;

// Inline, in every page: plain ES5, no helper a compiler could add.
const LOADER_START = "(function (scripts, preloads) {";
const LOADER_BODY = `
  var booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    // What the app asks for once it runs (its page's data, a stylesheet
    // of a chunk): requested now, beside the scripts, not after them. In
    // the body, as the scripts: the head keeps the tags the page was built
    // with (e2e/head-on-navigation.spec.ts).
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "preload";
      if (/\\.css$/.test(href)) {
        link.as = "style";
      } else {
        link.as = "fetch";
        link.crossOrigin = "anonymous";
      }
      link.href = href;
      document.body.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    });
  }
  // This tag ends the page, so the parser has read all of its text by now;
  // text read after the first paint shows in a later frame. Waiting for the
  // next frame to end keeps the requests after every part of the built page
  // has painted, its largest too.
  function bootAfterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(boot, 0);
    });
  }
  try {
    if (
      document.visibilityState !== "hidden" &&
      PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0
    ) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName("first-contentful-paint").length) {
          observer.disconnect();
          bootAfterNextFrame();
        }
      }).observe({ type: "paint", buffered: true });
      // A tab hidden before its first paint reports none.
      document.addEventListener("visibilitychange", boot);
      setTimeout(boot, ${FIRST_PAINT_WAIT_MS});
      return;
    }
  } catch (error) {}
  boot();
})`;

/**
 * Adds the first-load scripts once the page's first paint is on screen,
 * in their order. Without a paint observer, or in a tab that opens hidden
 * (it paints only when shown), they are added at once, as Gatsby's own tags
 * would run; and as soon as the tab is hidden before its first paint.
 */
export function scriptLoader(
  scripts: readonly string[],
  preloads: readonly string[] = [],
): string {
  return `${LOADER_START}${LOADER_BODY}(${JSON.stringify(scripts)},${JSON.stringify(preloads)});`;
}

const LOADER_TAG_START = `<script>${LOADER_START}`;
// An older build's loader has no preloads' list.
const LOADER_LISTS = /\((\[[^\]]*\])(?:,(\[[^\]]*\]))?\);<\/script>$/;

/** The loader's tag in a page and the scripts it adds; null without one. */
function findLoader(
  html: string,
): { tag: string; scripts: string[]; preloads: string[] } | null {
  const start = html.indexOf(LOADER_TAG_START);
  if (start < 0) return null;
  const end = html.indexOf("</script>", start) + "</script>".length;
  const tag = html.slice(start, end);
  const lists = LOADER_LISTS.exec(tag);
  if (!lists)
    throw new Error(`a loader without its scripts: ${tag.slice(0, 60)}`);
  return {
    tag,
    scripts: JSON.parse(lists[1]!) as string[],
    preloads: JSON.parse(lists[2] ?? "[]") as string[],
  };
}

/** The scripts a page's loader adds, in order; null when it has none. */
export function loaderScripts(html: string): string[] | null {
  return findLoader(html)?.scripts ?? null;
}

/** What a page's loader preloads beside its scripts; null without a loader. */
export function loaderPreloads(html: string): string[] | null {
  return findLoader(html)?.preloads ?? null;
}

/**
 * Gatsby keeps the HTML of a page that did not change since its last
 * build, already rewritten: its loader goes back to the tags it came from,
 * so that the page is rewritten as this build would.
 */
function asGatsbyWroteIt(html: string): string {
  const loader = findLoader(html);
  if (!loader) return html;
  const tags = loader.scripts.map(
    (src) => `<script src="${src}" async></script>`,
  );
  return html.replace(loader.tag, () => tags.join(""));
}

/**
 * A built page that requests and runs its app scripts (and the chunks its
 * client entry awaits, after them) only once its first paint is on screen:
 * the page's text shows before ~130 KB of JavaScript is
 * downloaded, compiled and run, rather than after it when the scripts come
 * first (a repeat visit, a fast network) or share a slow phone's cores and
 * network with the first paint. docs/decisions/0023-boot-after-first-paint.md.
 */
export function bootAfterFirstPaint(
  built: string,
  page: string,
  clientEntryScripts: readonly string[] = [],
  /** What this page's loader adds beyond every page's: chunks it would find one by one. */
  pageScripts: readonly string[] = [],
  /** Files the page's app fetches once it runs: its data, a chunk's stylesheet. */
  preloads: readonly string[] = [],
): string {
  const html = asGatsbyWroteIt(built);
  const slice = SCRIPTS_SLICE.exec(html);
  if (!slice) {
    throw new Error(
      `${page} has no Gatsby scripts slice: see boot-after-first-paint.ts`,
    );
  }
  const [whole, start, body, end] = slice as unknown as [
    string,
    string,
    string,
    string,
  ];
  const gatsbyScripts = [...body.matchAll(ASYNC_SCRIPT)].map(
    (match) => match[1]!,
  );
  if (gatsbyScripts.length === 0) {
    throw new Error(`${page} loads no script from its Gatsby scripts slice`);
  }
  // A page Gatsby kept from an earlier build lists them already.
  const scripts = [
    ...new Set([...gatsbyScripts, ...clientEntryScripts, ...pageScripts]),
  ];
  const unexpected = scripts.find((src) => !SAME_ORIGIN_SCRIPT.test(src));
  if (unexpected) {
    throw new Error(`${page} loads an unexpected script: ${unexpected}`);
  }
  const unexpectedPreload = preloads.find(
    (href) => !SAME_ORIGIN_FILE.test(href),
  );
  if (unexpectedPreload) {
    throw new Error(
      `${page} preloads an unexpected file: ${unexpectedPreload}`,
    );
  }
  const loader = `<script>${scriptLoader(scripts, preloads)}</script>`;
  // A function, so that no "$" in the page is read as a replacement pattern.
  return html.replace(
    whole,
    () => start + body.replace(ASYNC_SCRIPT, "") + loader + end,
  );
}

/** Rewrites every built page of publicDir; returns how many. */
export async function bootPagesAfterFirstPaint(
  publicDir: string,
  clientEntryScripts: readonly string[] = [],
  /** By the page's HTML file under publicDir, "fr/search/index.html". */
  pageScripts: (htmlFile: string) => readonly string[] = () => [],
  /** The same, for what its loader preloads. */
  pagePreloads: (htmlFile: string) => readonly string[] = () => [],
): Promise<number> {
  // The slices are the parts Gatsby stitches pages from, not pages.
  const pages = builtHtmlFiles(publicDir).filter(
    (file) => !file.startsWith("_gatsby/"),
  );
  for (const page of pages) {
    const file = path.join(publicDir, page);
    const html = await fs.readFile(file, "utf8");
    await fs.writeFile(
      file,
      bootAfterFirstPaint(
        html,
        page,
        clientEntryScripts,
        pageScripts(page),
        pagePreloads(page),
      ),
    );
  }
  return pages.length;
}
