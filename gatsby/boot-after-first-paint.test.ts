import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import {
  FIRST_PAINT_WAIT_MS,
  bootAfterFirstPaint,
  bootPagesAfterFirstPaint,
  loaderPreloads,
  loaderScripts,
  scriptLoader,
} from "./boot-after-first-paint";

const SCRIPTS = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];
const page = (slice: string) =>
  `<!DOCTYPE html><html><head><style>p{}</style></head><body><div id="___gatsby"><p>Fares</p></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="$&1";</script>${slice}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const BUILT = page(
  SCRIPTS.map((src) => `<script src="${src}" async></script>`).join(""),
);

describe("bootAfterFirstPaint", () => {
  const rewritten = bootAfterFirstPaint(BUILT, "index.html");

  it("replaces the script tags with one loader holding their list", () => {
    expect(rewritten).not.toMatch(/<script src=|<link rel="preload"/);
    expect(loaderScripts(rewritten)).toEqual(SCRIPTS);
    expect(rewritten).toContain(
      `<script>${scriptLoader(SCRIPTS)}</script><!-- slice-end id="_gatsby-scripts-1" -->`,
    );
  });

  it("leaves the rest of the page as it was, a '$&' included", () => {
    const withoutAdditions = rewritten.replace(
      `<script>${scriptLoader(SCRIPTS)}</script>`,
      "",
    );
    expect(withoutAdditions).toBe(page(""));
  });

  it("rewrites a page it rewrote before as it would Gatsby's (Gatsby keeps unchanged pages)", () => {
    expect(bootAfterFirstPaint(rewritten, "index.html")).toBe(rewritten);
    const byAnOlderBuild = rewritten.replace("booted = true;", "booted = 1;");
    expect(byAnOlderBuild).not.toBe(rewritten);
    expect(bootAfterFirstPaint(byAnOlderBuild, "index.html")).toBe(rewritten);
  });

  it("adds the chunks client entry awaits after the app's scripts, once", () => {
    const entry = ["/76d8c668-4d.js", "/root-element-5e.js"];
    const withEntry = bootAfterFirstPaint(BUILT, "index.html", entry);
    expect(loaderScripts(withEntry)).toEqual([...SCRIPTS, ...entry]);
    // Gatsby keeps an unchanged page, already listing them.
    expect(bootAfterFirstPaint(withEntry, "index.html", entry)).toBe(withEntry);
    expect(() =>
      bootAfterFirstPaint(BUILT, "c.html", ["https://cdn.example/y.js"]),
    ).toThrow("c.html loads an unexpected script: https://cdn.example/y.js");
  });

  it("adds a page's own chunks last, once, shared ones not twice", () => {
    const entry = ["/root-element-5e.js"];
    const own = ["/commons-6f.js", "/search-results-7a.js", "/app-3c.js"];
    const withOwn = bootAfterFirstPaint(BUILT, "search/index.html", entry, own);
    expect(loaderScripts(withOwn)).toEqual([
      ...SCRIPTS,
      ...entry,
      "/commons-6f.js",
      "/search-results-7a.js",
    ]);
    expect(bootAfterFirstPaint(withOwn, "search/index.html", entry, own)).toBe(
      withOwn,
    );
  });

  it("lists what the page's app fetches once it runs, and reads an older build's loader without them", () => {
    const preloads = [
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
    ];
    const withPreloads = bootAfterFirstPaint(
      BUILT,
      "index.html",
      [],
      [],
      preloads,
    );
    expect(loaderPreloads(withPreloads)).toEqual(preloads);
    expect(loaderScripts(withPreloads)).toEqual(SCRIPTS);
    expect(
      bootAfterFirstPaint(withPreloads, "index.html", [], [], preloads),
    ).toBe(withPreloads);
    const olderLoader = withPreloads.replace(
      `,${JSON.stringify(preloads)});</script>`,
      ");</script>",
    );
    expect(loaderPreloads(olderLoader)).toEqual([]);
    expect(loaderScripts(olderLoader)).toEqual(SCRIPTS);
    expect(
      bootAfterFirstPaint(olderLoader, "index.html", [], [], preloads),
    ).toBe(withPreloads);
    expect(() =>
      bootAfterFirstPaint(
        BUILT,
        "d.html",
        [],
        [],
        ["https://cdn.example/a.json"],
      ),
    ).toThrow("d.html preloads an unexpected file: https://cdn.example/a.json");
  });

  it("refuses a page it cannot read, so the build stops", () => {
    expect(() =>
      bootAfterFirstPaint("<html><body></body></html>", "faq/index.html"),
    ).toThrow("faq/index.html has no Gatsby scripts slice");
    expect(() => bootAfterFirstPaint(page(""), "a.html")).toThrow(
      "loads no script",
    );
    expect(() =>
      bootAfterFirstPaint(
        page(`<script src="https://cdn.example/x.js" async></script>`),
        "b.html",
      ),
    ).toThrow("b.html loads an unexpected script: https://cdn.example/x.js");
  });
});

describe("bootPagesAfterFirstPaint", () => {
  it("rewrites every page of a build, and not Gatsby's slices", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boot-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write("index.html", BUILT);
    write("fr/faq/index.html", BUILT);
    write("404.html", BUILT);
    const slice = SCRIPTS.map(
      (src) => `<script src="${src}" async></script>`,
    ).join("");
    write("_gatsby/slices/_gatsby-scripts-1.html", slice);
    write("page-data/404.html/page-data.json", "{}");

    expect(await bootPagesAfterFirstPaint(dir)).toBe(3);
    for (const file of ["index.html", "fr/faq/index.html", "404.html"]) {
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toBe(
        bootAfterFirstPaint(BUILT, file),
      );
    }
    expect(
      fs.readFileSync(
        path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"),
        "utf8",
      ),
    ).toBe(slice);
    fs.rmSync(dir, { recursive: true });
  });
});

/** Runs the inline loader against a stand-in document and paint observer. */
function runLoader(options: {
  hidden?: boolean;
  paintObserver?: boolean;
  preloads?: string[];
}) {
  const added: string[] = [];
  const preloaded: Record<string, string>[] = [];
  const timers: (() => void)[] = [];
  let delays: number[] = [];
  let observer:
    | {
        callback: (list: unknown, observer: unknown) => void;
        buffered?: boolean;
      }
    | undefined;
  let disconnected = false;
  const listeners: Record<string, () => void> = {};
  let frames: (() => void)[] = [];
  class StandInObserver {
    static supportedEntryTypes =
      options.paintObserver === false ? ["mark"] : ["mark", "paint"];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observer = { callback };
    }
    observe(init: { type: string; buffered: boolean }) {
      observer!.buffered = init.type === "paint" && init.buffered;
    }
    disconnect() {
      disconnected = true;
    }
  }
  vm.runInNewContext(scriptLoader(SCRIPTS, options.preloads), {
    document: {
      visibilityState: options.hidden ? "hidden" : "visible",

      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      createElement: () => ({}) as { src?: string; async?: boolean },
      body: {
        appendChild: (
          node: { src: string; async: boolean } | Record<string, string>,
        ) =>
          "rel" in node
            ? preloaded.push({ ...node })
            : added.push(`${node.src}${node.async ? " async" : ""}`),
      },
    },
    PerformanceObserver: StandInObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay: number) => {
      timers.push(run);
      delays = [...delays, delay];
    },
  });
  const paint = (name: string) =>
    observer!.callback(
      {
        getEntriesByName: (wanted: string) =>
          wanted === name ? [{ name }] : [],
      },
      { disconnect: () => (disconnected = true) },
    );
  return {
    added,
    preloaded,
    timers,
    delays: () => delays,
    observer: () => observer,
    paint,
    disconnected: () => disconnected,
    hide: () => listeners.visibilitychange?.(),
    /** Runs this frame's callbacks, then the timers they set for after it. */
    endFrame: () => {
      const due = frames;
      frames = [];
      const before = timers.length;
      due.forEach((callback) => callback());
      timers.slice(before).forEach((timer) => timer());
    },
  };
}

describe("the loader in the page", () => {
  const inOrder = SCRIPTS.map((src) => `${src} async`);

  it("adds the scripts once the first contentful paint is reported and the next frame has ended, and only once", () => {
    const run = runLoader({});
    expect(run.observer()?.buffered).toBe(true);
    expect(run.added).toEqual([]);
    run.paint("first-paint");
    run.endFrame();
    expect(run.added).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.disconnected()).toBe(true);
    // The rest of the page's text paints in the next frame, before any request.
    expect(run.added).toEqual([]);
    run.endFrame();
    expect(run.added).toEqual(inOrder);
    expect(run.delays()).toEqual([FIRST_PAINT_WAIT_MS, 0]);
    run.timers.forEach((timer) => timer());
    expect(run.added).toEqual(inOrder);
  });

  it("preloads the page's data and stylesheets with the scripts, not before", () => {
    const run = runLoader({
      preloads: ["/page-data/search/page-data.json", "/search-results.1a.css"],
    });
    run.paint("first-contentful-paint");
    expect(run.preloaded).toEqual([]);
    run.endFrame();
    expect(run.preloaded).toEqual([
      {
        rel: "preload",
        as: "fetch",
        crossOrigin: "anonymous",
        href: "/page-data/search/page-data.json",
      },
      { rel: "preload", as: "style", href: "/search-results.1a.css" },
    ]);
    expect(run.added).toEqual(inOrder);
  });

  it("adds them after the wait when no paint is reported", () => {
    const run = runLoader({});
    expect(run.delays()).toEqual([FIRST_PAINT_WAIT_MS]);
    run.timers[0]!();
    expect(run.added).toEqual(inOrder);
  });

  it("adds them when the tab is hidden before its first paint", () => {
    const run = runLoader({});
    expect(run.added).toEqual([]);
    run.hide();
    expect(run.added).toEqual(inOrder);
    run.paint("first-contentful-paint");
    expect(run.added).toEqual(inOrder);
  });

  it("adds them at once in a hidden tab, or without a paint observer", () => {
    expect(runLoader({ hidden: true }).added).toEqual(inOrder);
    const withoutPaint = runLoader({ paintObserver: false });
    expect(withoutPaint.added).toEqual(inOrder);
    expect(withoutPaint.delays()).toEqual([]);
  });

  it("adds them at once where PerformanceObserver is missing", () => {
    const added: string[] = [];
    vm.runInNewContext(scriptLoader(SCRIPTS), {
      document: {
        visibilityState: "visible",
        createElement: () => ({}),
        body: {
          appendChild: (script: { src: string }) => added.push(script.src),
        },
      },
      setTimeout: () => {
        throw new Error("no wait without an observer");
      },
    });
    expect(added).toEqual(SCRIPTS);
  });
});
