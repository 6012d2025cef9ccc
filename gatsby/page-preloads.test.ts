import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BuildIndex } from "./first-load";
import { pageDataPreloads, searchPageStyles } from "./page-preloads";

describe("pageDataPreloads", () => {
  let dir: string;
  const write = (file: string, data: object) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "preloads-"));
    write("page-data/index/page-data.json", {
      staticQueryHashes: ["11", "22"],
    });
    write("page-data/fr/search/page-data.json", {
      staticQueryHashes: ["11"],
      matchPath: "/fr/search",
    });
    write("page-data/faq/page-data.json", {});
  });
  afterAll(() => fs.rmSync(dir, { recursive: true }));

  it("gives a page its data, the site's and its static queries' results", () => {
    const preloadsOf = pageDataPreloads(dir);
    expect(preloadsOf("index.html")).toEqual([
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/11.json",
      "/page-data/sq/d/22.json",
    ]);
    expect(preloadsOf("fr/search/index.html")).toEqual([
      "/page-data/fr/search/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/11.json",
    ]);
    expect(preloadsOf("faq/index.html")).toEqual([
      "/page-data/faq/page-data.json",
      "/page-data/app-data.json",
    ]);
  });

  it("gives none to 404.html, served at any address, nor to a page without data", () => {
    const preloadsOf = pageDataPreloads(dir);
    expect(preloadsOf("404.html")).toEqual([]);
    expect(preloadsOf("points/index.html")).toEqual([]);
  });
});

describe("searchPageStyles", () => {
  const build = {
    chunkMap: {},
    stats: {
      assetsByChunkName: {
        "search-results": ["search-results-2b.js", "search-results.3c.css"],
      },
      namedChunkGroups: {},
    },
  } as BuildIndex;

  it("gives /search in every language the results' stylesheet, no other page", () => {
    const stylesOf = searchPageStyles(build);
    expect(stylesOf("search/index.html")).toEqual(["/search-results.3c.css"]);
    expect(stylesOf("fr/search/index.html")).toEqual([
      "/search-results.3c.css",
    ]);
    expect(stylesOf("index.html")).toEqual([]);
    expect(stylesOf("checkout/index.html")).toEqual([]);
  });
});
