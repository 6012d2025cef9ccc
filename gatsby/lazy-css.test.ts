import { isLazyOnlyCss } from "./lazy-css";

const chunk = (name: string | null, initial = false) => ({
  name,
  canBeInitial: () => initial,
});

describe("isLazyOnlyCss", () => {
  it("leaves out CSS that only on-demand chunks use", () => {
    expect(isLazyOnlyCss([chunk(null)])).toBe(true);
    expect(isLazyOnlyCss([chunk("search-results"), chunk(null)])).toBe(true);
  });

  it("keeps CSS that the app or a page template uses", () => {
    expect(isLazyOnlyCss([chunk("app", true)])).toBe(false);
    expect(
      isLazyOnlyCss([
        chunk("search-results"),
        chunk("component---src-client-routes-show-checkout-tsx"),
      ]),
    ).toBe(false);
  });

  it("keeps CSS of deferred parts, which the page's HTML shows before their code arrives", () => {
    expect(isLazyOnlyCss([chunk("deferred-featured-trips")])).toBe(false);
  });

  it("keeps CSS that no chunk claims", () => {
    expect(isLazyOnlyCss([])).toBe(false);
  });
});
