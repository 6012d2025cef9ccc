/** @jest-environment node */
import { bootAfterFirstPaint } from "./boot-after-first-paint";
import {
  chunkGroupScripts,
  firstLoadScripts,
  htmlScripts,
  lazyChunks,
  ownChunk,
  pageDataFile,
  pagePathOf,
  runtimeScript,
  type BuildIndex,
} from "./first-load";

// A build as Gatsby 5 writes it: the HTML names the "app" group only; the
// template's group (commons, a shared chunk, its own chunk) is loaded by
// Gatsby's runtime before hydration.
const build: BuildIndex = {
  chunkMap: {
    app: ["/app-aaaa1111.js"],
    "component---src-pages-index-tsx": [
      "/component---src-pages-index-tsx-bbbb2222.js",
    ],
    "search-results": ["/search-results-cccc3333.js"],
  },
  stats: {
    assetsByChunkName: {
      app: [
        "webpack-runtime-dddd4444.js",
        "styles.eeee5555.css",
        "framework-ffff6666.js",
        "app-aaaa1111.js",
      ],
      "component---src-pages-index-tsx": [
        "styles.eeee5555.css",
        "commons-abab1212.js",
        "component---src-pages-index-tsx-bbbb2222.js",
      ],
      "search-results": ["search-results-cccc3333.js"],
    },
    namedChunkGroups: {
      app: { assets: [{ name: "app-aaaa1111.js" }] },
      "component---src-pages-index-tsx": {
        assets: [{ name: "123-cdcd3434.js" }],
      },
      "search-results": { assets: [{ name: "search-results-cccc3333.js" }] },
    },
  },
};

const appScripts = `<script>window.___webpackCompilationHash="x";</script><script src="/webpack-runtime-dddd4444.js" async></script><script src="/framework-ffff6666.js" async></script><script src="/app-aaaa1111.js" async></script>`;

describe("htmlScripts", () => {
  it("lists the <script src> tags in order, leaving out inline scripts", () => {
    expect(htmlScripts(`<body><div></div>${appScripts}</body>`)).toEqual([
      "webpack-runtime-dddd4444.js",
      "framework-ffff6666.js",
      "app-aaaa1111.js",
    ]);
  });

  it("reads other quotes and attribute orders, and drops a query", () => {
    expect(
      htmlScripts(
        `<script async src='/a-1.js'></script><SCRIPT defer src=/b-2.js?v=3></SCRIPT><script type="module" src="/c-4.js"></script>`,
      ),
    ).toEqual(["a-1.js", "b-2.js", "c-4.js"]);
  });

  it("counts the scripts a page's loader adds after the first paint, once each", () => {
    const html = bootAfterFirstPaint(
      `<html><head></head><body><!-- slice-start id="_gatsby-scripts-1" -->${appScripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`,
      "index.html",
    );
    expect(html).not.toContain("<script src=");
    expect(
      htmlScripts(`${html}<script src="/app-aaaa1111.js"></script>`),
    ).toEqual([
      "app-aaaa1111.js",
      "webpack-runtime-dddd4444.js",
      "framework-ffff6666.js",
    ]);
  });

  it("leaves out nomodule scripts, which modern browsers skip", () => {
    expect(
      htmlScripts(`<script src="/polyfill-1.js" nomodule=""></script>`),
    ).toEqual([]);
  });

  it("refuses a script from another origin rather than ignore it", () => {
    expect(() =>
      htmlScripts(`<script src="https://cdn.example/x.js"></script>`),
    ).toThrow("https://cdn.example/x.js");
    expect(() => htmlScripts(`<script src="//cdn.example/x.js">`)).toThrow();
  });
});

describe("chunkGroupScripts", () => {
  it("joins the group's JavaScript from assetsByChunkName and namedChunkGroups", () => {
    expect(
      chunkGroupScripts(build, "component---src-pages-index-tsx").sort(),
    ).toEqual([
      "123-cdcd3434.js",
      "commons-abab1212.js",
      "component---src-pages-index-tsx-bbbb2222.js",
    ]);
  });

  it("fails on a group the stats do not know", () => {
    expect(() => chunkGroupScripts(build, "component---gone")).toThrow(
      'webpack.stats.json has no chunk group "component---gone"',
    );
  });

  it("fails when chunk-map.json names a file the stats do not", () => {
    const mixed: BuildIndex = {
      ...build,
      chunkMap: { ...build.chunkMap, app: ["/app-old0000.js"] },
    };
    expect(() => chunkGroupScripts(mixed, "app")).toThrow("app-old0000.js");
  });
});

describe("firstLoadScripts", () => {
  it("adds the template's chunks the HTML leaves to Gatsby's runtime", () => {
    const { scripts, notInHtml } = firstLoadScripts(
      appScripts,
      "component---src-pages-index-tsx",
      build,
    );
    expect(scripts).toEqual([
      "webpack-runtime-dddd4444.js",
      "framework-ffff6666.js",
      "app-aaaa1111.js",
      "commons-abab1212.js",
      "component---src-pages-index-tsx-bbbb2222.js",
      "123-cdcd3434.js",
    ]);
    expect(notInHtml).toEqual(scripts.slice(3));
  });

  it("counts an app script the HTML forgot, and one only the HTML names", () => {
    const html = `<script src="/app-aaaa1111.js"></script><script src="/extra-9999.js"></script>`;
    const { scripts } = firstLoadScripts(
      html,
      "component---src-pages-index-tsx",
      build,
    );
    expect(scripts).toEqual(
      expect.arrayContaining([
        "extra-9999.js",
        "webpack-runtime-dddd4444.js",
        "framework-ffff6666.js",
      ]),
    );
    expect(new Set(scripts).size).toBe(scripts.length);
  });
});

describe("lazyChunks", () => {
  const runtime = `a.u=function(e){return({7:"search-results"}[e]||e)+"-"+{7:"cccc3333",123:"cdcd3434",456:"9a9a8b8b"}[e]+".js"}`;

  it("lists the chunks the runtime can load that no page loads first", () => {
    expect(
      lazyChunks(
        [
          "123-cdcd3434.js",
          "456-9a9a8b8b.js",
          "app-aaaa1111.js",
          "search-results-cccc3333.js",
        ],
        runtime,
        new Set(["app-aaaa1111.js", "123-cdcd3434.js"]),
      ),
    ).toEqual(["456-9a9a8b8b.js", "search-results-cccc3333.js"]);
  });

  it("ignores files an earlier build left in public/", () => {
    expect(lazyChunks(["456-0f0f0f0f.js"], runtime, new Set())).toEqual([]);
  });
});

describe("reading the build's names", () => {
  it("finds the webpack runtime in the app group", () => {
    expect(runtimeScript(build)).toBe("webpack-runtime-dddd4444.js");
  });

  it("finds a group's own chunk in the chunk map", () => {
    expect(ownChunk(build, "search-results")).toEqual([
      "search-results-cccc3333.js",
    ]);
    expect(() => ownChunk(build, "results")).toThrow('no chunk "results"');
  });

  it("turns an index.html into its page path and page-data file", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("fr/search/index.html")).toBe("/fr/search");
    expect(pageDataFile("/")).toBe("page-data/index/page-data.json");
    expect(pageDataFile("/fr/search")).toBe(
      "page-data/fr/search/page-data.json",
    );
  });
});
