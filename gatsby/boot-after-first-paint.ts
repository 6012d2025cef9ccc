import fs from "node:fs/promises";
import path from "node:path";

// Gatsby stitches its first-load scripts into every page from this slice.
const SCRIPTS_SLICE =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const SAME_ORIGIN_SCRIPT = /^\/[\w./-]+\.js$/;

/**
 * The longest the scripts wait for a first paint, one that never comes.
 * Long enough for a slow phone's first paint: scripts run before it would
 * only delay it more.
 */
export const FIRST_PAINT_WAIT_MS = 3000;

// Inline, in every page: plain ES5, no helper a compiler could add.
const LOADER_START = "(function (scripts) {";
const LOADER_BODY = `
  var booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    scripts.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
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
          boot();
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
 * Adds the first-load scripts once the page's first paint is on screen.
 * Where a paint observer is missing, or in a hidden tab (it paints only
 * when shown), they are added at once, as Gatsby's own tags would run; and
 * when the tab is hidden before its first paint.
 */
export function scriptLoader(scripts: string[]): string {
  return `${LOADER_START}${LOADER_BODY}(${JSON.stringify(scripts)});`;
}

/**
 * A built page whose app scripts start downloading at once (preloaded from
 * the head) but run only after its first paint is on screen: the page's
 * text shows before ~130 KB of JavaScript is evaluated, instead of after it
 * when the scripts arrive first (a repeat visit, a fast network).
 * docs/decisions/0023-boot-after-first-paint.md.
 */
export function bootAfterFirstPaint(html: string, page: string): string {
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
  const scripts = [...body.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  // Gatsby keeps the HTML of a page that did not change since the last build.
  if (scripts.length === 0 && body.includes(LOADER_START)) return html;
  if (scripts.length === 0) {
    throw new Error(`${page} loads no script from its Gatsby scripts slice`);
  }
  const unexpected = scripts.find((src) => !SAME_ORIGIN_SCRIPT.test(src));
  if (unexpected) {
    throw new Error(`${page} loads an unexpected script: ${unexpected}`);
  }
  const preloads = scripts
    .map((src) => `<link rel="preload" as="script" href="${src}"/>`)
    .join("");
  const loader = `<script>${scriptLoader(scripts)}</script>`;
  // Functions, so that no "$" in the page is read as a replacement pattern.
  const withLoader = html.replace(
    whole,
    () => start + body.replace(ASYNC_SCRIPT, "") + loader + end,
  );
  if (!withLoader.includes("</head>")) {
    throw new Error(`${page} has no </head>`);
  }
  return withLoader.replace("</head>", () => `${preloads}</head>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {
    withFileTypes: true,
    recursive: true,
  });
  return (
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
      // The slices are the parts Gatsby stitches pages from, not pages.
      .filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`))
  );
}

/** Rewrites every built page of publicDir; returns how many. */
export async function bootPagesAfterFirstPaint(
  publicDir: string,
): Promise<number> {
  const files = await htmlFiles(publicDir);
  for (const file of files) {
    const html = await fs.readFile(file, "utf8");
    await fs.writeFile(
      file,
      bootAfterFirstPaint(html, path.relative(publicDir, file)),
    );
  }
  return files.length;
}
