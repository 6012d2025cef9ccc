import {
  parseDsn,
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

  it("takes the error reporter's DSN from SENTRY_DSN or GATSBY_SENTRY_DSN", () => {
    const dsn = "https://abc123@o1.ingest.sentry.io/42";
    expect(thirdPartyConfigFromEnv({ SENTRY_DSN: dsn })).toEqual({
      ids: {},
      errorReportingDsn: dsn,
    });
    expect(
      thirdPartyConfigFromEnv({ GATSBY_SENTRY_DSN: ` ${dsn} ` })
        .errorReportingDsn,
    ).toBe(dsn);
    expect(
      thirdPartyCspSources(thirdPartyConfigFromEnv({ SENTRY_DSN: dsn })),
    ).toEqual({ script: [], data: ["https://o1.ingest.sentry.io"] });
  });
});

describe("parseDsn", () => {
  it("accepts a Sentry DSN, and plain http only on this machine", () => {
    expect(parseDsn("https://k1@sentry.example.com/prefix/7")).toBe(
      "https://k1@sentry.example.com/prefix/7",
    );
    expect(parseDsn("http://k1@127.0.0.1:9000/1")).toBe(
      "http://k1@127.0.0.1:9000/1",
    );
  });

  it("refuses anything that is not one", () => {
    for (const bad of [
      "",
      "not a url",
      "http://k1@sentry.example.com/1",
      "https://sentry.example.com/1",
      "https://k1:secret@sentry.example.com/1",
      "https://k1@sentry.example.com/project",
      "https://k1@sentry.example.com/1?x=1",
      "javascript:alert(1)",
      42,
    ]) {
      expect([bad, parseDsn(bad)]).toEqual([bad, undefined]);
    }
  });
});
