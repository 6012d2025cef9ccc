import {
  parseThirdPartyConfig,
  scriptUrl,
  thirdPartyConfigFromEnv,
  thirdPartyCspSources,
} from "./third-party";

describe("thirdPartyConfigFromEnv", () => {
  it("takes each id from its GATSBY_ variable, none when unset", () => {
    expect(thirdPartyConfigFromEnv({})).toEqual({ ids: {} });
    expect(
      thirdPartyConfigFromEnv({
        GATSBY_GA_MEASUREMENT_ID: " G-ABC123 ",
        GATSBY_META_PIXEL_ID: "1234",
        GATSBY_HOTJAR_ID: "",
      }),
    ).toEqual({ ids: { ga: "G-ABC123", meta: "1234" } });
  });

  it("refuses ids that could break out of a URL or a script", () => {
    expect(
      parseThirdPartyConfig({ ids: { ga: "G-1'/><script>", tiktok: "A_b-9" } }),
    ).toEqual({ ids: { tiktok: "A_b-9" } });
  });

  it("serves every script from the stand-in origin when one is set", () => {
    const config = thirdPartyConfigFromEnv({
      GATSBY_HOTJAR_ID: "42",
      GATSBY_THIRD_PARTY_SCRIPT_ORIGIN: "http://127.0.0.1:8839/ignored/path",
    });
    expect(scriptUrl(config, "hotjar")).toBe(
      "http://127.0.0.1:8839/c/hotjar-42.js?sv=6",
    );
    expect(thirdPartyCspSources(config)).toEqual({
      script: ["http://127.0.0.1:8839"],
      data: ["http://127.0.0.1:8839"],
    });
  });

  it("lists the vendors' own origins for the CSP, only for configured ones", () => {
    const sources = thirdPartyCspSources(
      parseThirdPartyConfig({ ids: { ga: "G-1" } }),
    );
    expect(sources.script).toEqual(["https://www.googletagmanager.com"]);
    expect(sources.data).toContain("https://*.google-analytics.com");
    expect(thirdPartyCspSources({ ids: {} })).toEqual({ script: [], data: [] });
  });
});
