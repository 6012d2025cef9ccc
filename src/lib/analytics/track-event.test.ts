import { onAnalyticsEvent, trackEvent } from "./track-event";

describe("trackEvent", () => {
  it("hands each event to every plugged-in destination until unplugged", () => {
    const seen: [string, object][] = [];
    const unplug = onAnalyticsEvent((name, params) =>
      seen.push([name, params]),
    );
    trackEvent("trip_type", { value: "one-way" });
    unplug();
    trackEvent("trip_type", { value: "round" });
    expect(seen).toEqual([["trip_type", { value: "one-way" }]]);
  });

  it("logs and ignores a failing destination, and the others still get the event", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const seen: string[] = [];
    const unplugBroken = onAnalyticsEvent(() => {
      throw new Error("blocked by the browser");
    });
    const unplug = onAnalyticsEvent((name) => seen.push(name));
    expect(() => trackEvent("search")).not.toThrow();
    expect(seen).toEqual(["search"]);
    expect(error).toHaveBeenCalledWith("Tracking failed", expect.any(Error));
    unplugBroken();
    unplug();
    error.mockRestore();
  });
});

describe("onAnalyticsEvent with replay", () => {
  it("first delivers the events tracked before it came, once, with their page", () => {
    trackEvent("replayed_search", { adults: 1 });
    const seen: [string, object, object][] = [];
    const unplug = onAnalyticsEvent(
      (name, params, context) => seen.push([name, params, context]),
      { replay: true },
    );
    trackEvent("trip_type", { value: "round" });
    unplug();
    const searches = seen.filter(([name]) => name === "replayed_search");
    expect(searches).toEqual([
      ["replayed_search", { adults: 1 }, { page_path: "/" }],
    ]);
    expect(seen.at(-1)).toEqual([
      "trip_type",
      { value: "round" },
      { page_path: "/" },
    ]);
  });
});
