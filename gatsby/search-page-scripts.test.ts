import type { BuildIndex } from "./first-load";
import { searchPageScripts } from "./search-page-scripts";

const build: BuildIndex = {
  chunkMap: {
    "component---src-client-routes-show-search-tsx": [
      "/component---src-client-routes-show-search-tsx-1a.js",
    ],
    "search-results": ["/search-results-2b.js", "/search-results.3c.css"],
  },
  stats: {
    assetsByChunkName: {
      "component---src-client-routes-show-search-tsx": [
        "component---src-client-routes-show-search-tsx-1a.js",
      ],
      "search-results": ["search-results-2b.js", "search-results.3c.css"],
    },
    namedChunkGroups: {
      "component---src-client-routes-show-search-tsx": {
        assets: [
          { name: "commons-4d.js" },
          { name: "component---src-client-routes-show-search-tsx-1a.js" },
        ],
      },
      "search-results": {
        assets: [
          { name: "search-results.3c.css" },
          { name: "search-results-2b.js" },
        ],
      },
    },
  },
};

describe("searchPageScripts", () => {
  const scriptsOf = searchPageScripts(build);

  it("gives /search in every language its template's and its results' scripts", () => {
    const expected = [
      "/component---src-client-routes-show-search-tsx-1a.js",
      "/commons-4d.js",
      "/search-results-2b.js",
    ];
    expect(scriptsOf("search/index.html")).toEqual(expected);
    expect(scriptsOf("fr/search/index.html")).toEqual(expected);
  });

  it("gives every other page nothing more", () => {
    for (const page of [
      "index.html",
      "faq/index.html",
      "fr/checkout/index.html",
    ]) {
      expect(scriptsOf(page)).toEqual([]);
    }
  });

  it("stops the build when a chunk group is missing", () => {
    const groups = { ...build.stats.namedChunkGroups };
    delete groups["search-results"];
    expect(() =>
      searchPageScripts({
        ...build,
        stats: { ...build.stats, namedChunkGroups: groups },
      }),
    ).toThrow('webpack.stats.json has no chunk group "search-results"');
  });
});
