/** @jest-environment node */
import { localizedPages } from "./localized-pages";

describe("localizedPages", () => {
  it("creates one page per language with a single prefix on matchPath", () => {
    const pages = localizedPages({
      path: "/order",
      matchPath: "/order/:session_id",
      component: "/x/show-order.tsx",
    });
    expect(pages.map(({ path, matchPath }) => [path, matchPath])).toEqual([
      ["/order", "/order/:session_id"],
      ["/fr/order", "/fr/order/:session_id"],
    ]);
    expect(pages[1]?.context).toMatchObject({
      language: "fr",
      i18n: { language: "fr", routed: true, originalPath: "/order" },
    });
  });

  it("keeps the page's own context", () => {
    const [english] = localizedPages({
      path: "/faq/points",
      component: "/x/faq.tsx",
      context: { section: "points" },
    });
    expect(english?.context).toMatchObject({
      section: "points",
      language: "en",
      i18n: { routed: false },
    });
    expect(english?.matchPath).toBeUndefined();
  });
});
