/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import routeMeta from "../content/route-meta.json";
import { headAtBuild } from "./head-at-build";

const pageData = (i18n: unknown) => () => ({
  result: { pageContext: { i18n } },
});
const i18n = (language: string, originalPath: string) => ({
  language,
  languages: ["en", "fr"],
  defaultLanguage: "en",
  originalPath,
});
const markup = (pathname: string, language: string, originalPath: string) =>
  renderToStaticMarkup(
    <>{headAtBuild(pathname, pageData(i18n(language, originalPath))).tags}</>,
  );

describe("headAtBuild", () => {
  it.each(
    routeMeta.routes.flatMap(({ path, en, fr }) => [
      [path, "en", en.title],
      [path, "fr", fr.title],
    ]),
  )("gives %s in %s its own title and canonical", (path, language, title) => {
    const pathname =
      language === "en" ? path : `/fr${path === "/" ? "" : path}`;
    const head = markup(pathname, language, path);
    expect(head).toMatch(
      new RegExp(
        `<title data-react-helmet="true">${title.replace(/[()?|]/g, "\\$&").replace(/'/g, "&#x27;")}`,
      ),
    );
    expect(head).toContain(
      `<link rel="canonical" href="https://northfare.ca${pathname}" data-react-helmet="true"/>`,
    );
    expect(head.match(/<title/g)).toHaveLength(1);
  });

  it("finds the not-found page's meta from /404.html and an order's from /order/…", () => {
    expect(markup("/404.html", "en", "/404.html")).toContain(
      '<title data-react-helmet="true">Page not found | Northfare</title>',
    );
    expect(markup("/fr/order/abc", "fr", "/order/abc")).toContain(
      '<title data-react-helmet="true">Votre commande | Northfare</title>',
    );
  });

  it("gives the page's language", () => {
    expect(headAtBuild("/fr/faq", pageData(i18n("fr", "/faq"))).language).toBe(
      "fr",
    );
  });

  it("refuses a page without a language context rather than write no tags", () => {
    expect(() => headAtBuild("/faq", pageData(undefined))).toThrow(
      "/faq has no i18n page context",
    );
  });
});
