import { SITE_VERSION } from "../site-version";
import { parseThirdPartyConfig } from "../../../domain/third-party";
import { ALL_ACCEPTED, ALL_REFUSED } from "../consent/consent";
import {
  connectVendor,
  loadThirdPartyConfig,
  needsReload,
  prepareVendor,
  resetLoaderForTests,
  scriptFailed,
  wantedScripts,
} from "./third-party-loader";
import { trackEvent } from "./track-event";

const config = parseThirdPartyConfig({
  ids: {
    ga: "G-TEST1",
    comscore: "123",
    hotjar: "456",
    meta: "789",
    tiktok: "TT1",
  },
});

type Win = Record<string, unknown>;
const win = window as unknown as Win;

beforeEach(() => {
  resetLoaderForTests();
  for (const name of ["dataLayer", "gtag", "fbq", "_fbq", "hj", "ttq"]) {
    delete win[name];
  }
});

describe("wantedScripts", () => {
  it("loads nothing before a choice, nor after a refusal", () => {
    expect(wantedScripts(config, null)).toEqual([]);
    expect(wantedScripts(config, ALL_REFUSED)).toEqual([]);
  });

  it("loads exactly the scripts of each accepted purpose", () => {
    const keys = (choices: typeof ALL_REFUSED) =>
      wantedScripts(config, choices).map(({ key }) => key);
    expect(keys({ ...ALL_REFUSED, measurement: true })).toEqual([
      "ga",
      "comscore",
    ]);
    expect(keys({ ...ALL_REFUSED, heatmap: true })).toEqual(["hotjar"]);
    expect(keys({ ...ALL_REFUSED, advertising: true })).toEqual([
      "meta",
      "tiktok",
    ]);
  });

  it("loads only the scripts whose id was set at build", () => {
    const onlyGa = parseThirdPartyConfig({ ids: { ga: "G-1" } });
    expect(wantedScripts(onlyGa, ALL_ACCEPTED)).toEqual([
      { key: "ga", src: "https://www.googletagmanager.com/gtag/js?id=G-1" },
    ]);
  });
});

describe("delivery", () => {
  it("delivers events tracked before the script loaded, once, then new ones", () => {
    trackEvent("purchase_attempt", { currency: "CAD", value: 420 });
    prepareVendor("meta", config);
    const fbq = win.fbq as { queue: unknown[][] };
    expect(fbq.queue).toEqual([
      ["init", "789"],
      ["track", "PageView"],
    ]);
    connectVendor("meta", config);
    connectVendor("meta", config);
    trackEvent("purchase_complete", { currency: "CAD", value: 420 });
    trackEvent("search", {});
    expect(fbq.queue.slice(2)).toEqual([
      ["track", "InitiateCheckout", { currency: "CAD", value: 420 }],
      ["track", "Purchase", { currency: "CAD", value: 420 }],
    ]);
  });

  it("gives the measurement tag every event with the SPEC's fields", () => {
    document.cookie = `_hjSession_456=${encodeURIComponent('{"id":"hj-session-1"}')}`;
    prepareVendor("ga", config);
    connectVendor("ga", config);
    trackEvent("trip_type_selected", { tripType: "round" });
    const last = (win.dataLayer as IArguments[]).at(-1)!;
    expect([...last]).toEqual([
      "event",
      "trip_type_selected",
      expect.objectContaining({
        tripType: "round",
        page_path: "/",
        version: SITE_VERSION,
        hotjar_session_id: "hj-session-1",
        app_measurement_id: "G-TEST1",
        send_to: "G-TEST1",
      }),
    ]);
    // Our page views count every page; the tag's own would count the first twice.
    const configCall = (win.dataLayer as IArguments[]).find(
      (args) => args[0] === "config",
    )!;
    expect([...configCall]).toEqual([
      "config",
      "G-TEST1",
      { send_page_view: false },
    ]);
  });

  it("logs and ignores a script that fails to load", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(() => scriptFailed("hotjar")).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("hotjar"));
    warn.mockRestore();
  });
});

describe("loadThirdPartyConfig", () => {
  it("reads the build's file once and keeps only valid ids", async () => {
    const fetcher = jest.fn(async () => ({
      ok: true,
      json: async () => ({ ids: { ga: "G-1", hotjar: "bad id<script>" } }),
    }));
    const loaded = await loadThirdPartyConfig(
      fetcher as unknown as typeof fetch,
    );
    await loadThirdPartyConfig(fetcher as unknown as typeof fetch);
    expect(loaded.ids).toEqual({ ga: "G-1" });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("loads no script when the file is missing or unreadable", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const failing = jest.fn(async () => {
      throw new TypeError("offline");
    });
    expect(await loadThirdPartyConfig(failing as typeof fetch)).toEqual({
      ids: {},
    });
    warn.mockRestore();
  });
});

describe("needsReload", () => {
  it("reloads only when a withdrawn purpose's script was set up", () => {
    prepareVendor("hotjar", config);
    const heatmapOn = { ...ALL_REFUSED, heatmap: true };
    expect(needsReload(heatmapOn, ALL_REFUSED)).toBe(true);
    expect(needsReload(heatmapOn, heatmapOn)).toBe(false);
    expect(
      needsReload(ALL_ACCEPTED, { ...ALL_ACCEPTED, advertising: false }),
    ).toBe(false);
  });
});
