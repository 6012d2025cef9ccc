/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { CONSENT_ASK_SCRIPT } from "./consent-ask";
import { earlySearchScript } from "./early-search-script";
import { ICON_LINKS, onRenderBody } from "./on-render-body";

/** onRenderBody for a page of `page`'s page context in `language`. */
function renderBody(language: "en" | "fr", page = "/faq") {
  let head: ReactNode[] = [];
  let htmlAttributes: Record<string, string> = {};
  const pageContext = {
    i18n: {
      language,
      languages: ["en", "fr"],
      defaultLanguage: "en",
      originalPath: page,
    },
  };
  onRenderBody?.(
    {
      pathname: language === "en" ? page : `/fr${page}`,
      loadPageDataSync: () => ({ result: { pageContext } }),
      setHeadComponents: (components: ReactNode[]) => {
        head = components;
      },
      setHtmlAttributes: (attributes: Record<string, string>) => {
        htmlAttributes = attributes;
      },
    } as never,
    {} as never,
  );
  return { head: renderToStaticMarkup(<>{head}</>), htmlAttributes };
}

describe("onRenderBody", () => {
  it("starts /search's search in its head, in every language, and no other page's", () => {
    const script = earlySearchScript("/api");
    expect(renderBody("en", "/search").head).toContain(script);
    expect(renderBody("fr", "/search").head).toContain(script);
    expect(renderBody("en").head).not.toContain(script);
  });

  it("writes the page's head tags and language, for react-helmet to replace later", () => {
    const { head, htmlAttributes } = renderBody("fr");
    expect(htmlAttributes).toEqual({ lang: "fr" });
    expect(head).toContain(
      '<title data-react-helmet="true">Foire aux questions | Northfare</title>',
    );
    expect(head).toContain(
      '<link rel="canonical" href="https://northfare.ca/fr/faq" data-react-helmet="true"/>',
    );
    expect(head).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://northfare.ca/faq" data-react-helmet="true"/>',
    );
    expect(head).toContain(
      '<meta property="og:locale" content="fr_CA" data-react-helmet="true"/>',
    );
  });

  it("leaves gatsby develop's shell without page tags, as its page data is not ready yet", () => {
    const stage = process.env.BUILD_STAGE;
    process.env.BUILD_STAGE = "develop-html";
    try {
      let head: ReactNode[] = [];
      const setHtmlAttributes = jest.fn();
      const loadPageDataSync = jest.fn();
      onRenderBody?.(
        {
          pathname: "/",
          loadPageDataSync,
          setHtmlAttributes,
          setHeadComponents: (components: ReactNode[]) => {
            head = components;
          },
        } as never,
        {} as never,
      );
      expect(loadPageDataSync).not.toHaveBeenCalled();
      expect(setHtmlAttributes).not.toHaveBeenCalled();
      expect(renderToStaticMarkup(<>{head}</>)).not.toContain("<title");
      expect(renderToStaticMarkup(<>{head}</>)).toContain('rel="icon"');
    } finally {
      if (stage === undefined) delete process.env.BUILD_STAGE;
      else process.env.BUILD_STAGE = stage;
    }
  });

  it("links the icon set, not the manifest (linked after load), and runs the consent check, in the head", () => {
    const { head } = renderBody("en");
    expect(head.slice(head.indexOf('<link rel="icon"'))).toBe(
      '<link rel="icon" href="/favicon.ico" sizes="32x32"/>' +
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>' +
        `<script>${CONSENT_ASK_SCRIPT}</script>`,
    );
  });

  it.each(ICON_LINKS.map((link) => link.href))(
    "links %s, which static/ holds",
    (href) => {
      expect(existsSync(path.join(__dirname, "..", "static", href))).toBe(true);
    },
  );
});
