import { pageName, trackPageView } from "./page-view";
import { onAnalyticsEvent } from "./track-event";

describe("page views", () => {
  it("names the home page home, in both languages", () => {
    expect(pageName("/")).toBe("home");
    expect(pageName("/fr/")).toBe("home");
    expect(pageName("/fr")).toBe("home");
  });

  it("names other pages by their first segment, without the language", () => {
    expect(pageName("/faq")).toBe("faq");
    expect(pageName("/fr/points/")).toBe("points");
    expect(pageName("/order/cs_test_123")).toBe("order");
    expect(pageName("/fresh-deals")).toBe("fresh-deals");
  });

  it("leaves /search to its results, which know the step", () => {
    expect(pageName("/search")).toBeNull();
    expect(pageName("/fr/search/")).toBeNull();
  });

  it("tracks one page_view per navigation, none for /search", () => {
    const seen: unknown[] = [];
    const stop = onAnalyticsEvent((name, params) => seen.push([name, params]));
    trackPageView("/faq");
    trackPageView("/search");
    trackPageView("/");
    stop();
    expect(seen).toEqual([
      ["page_view", { page_name: "faq" }],
      ["page_view", { page_name: "home" }],
    ]);
  });
});
