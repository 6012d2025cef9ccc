import type { GatsbySSR } from "gatsby";
import { CONSENT_ASK_SCRIPT } from "./consent-ask";
import { earlySearchScript, isSearchPage } from "./early-search-script";
import { headAtBuild } from "./head-at-build";

/**
 * The icon set in every page's head (files in static/, made by
 * scripts/make-icons.ts). Static tags written at build time, so no script
 * reaches the browser for them. The web manifest is linked once the page
 * has loaded (src/lib/web-manifest-link.ts).
 */
export const ICON_LINKS = [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
] as const;

// As src/services/api-config.ts reads it; mock mode answers in the browser.
const apiBase = process.env.GATSBY_API_URL || "/api";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  // `gatsby develop` writes one HTML shell that the browser renders into,
  // before any page's data is ready; react-helmet writes the tags there.
  const head =
    process.env.BUILD_STAGE === "develop-html"
      ? null
      : headAtBuild(pathname, loadPageDataSync);
  if (head) setHtmlAttributes({ lang: head.language });
  setHeadComponents([
    ...(head?.tags ?? []),
    ...ICON_LINKS.map((link) => (
      <link key={`${link.rel} ${link.href}`} {...link} />
    )),
    <script
      key="consent-ask"
      // Our own constant text, never a visitor's; the page's CSP allows it by hash.
      // eslint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }}
    />,
    ...(head && isSearchPage(pathname) && apiBase !== "mock"
      ? [
          <script
            key="early-search"
            // Our own text, built once; allowed by its hash like the one above.
            // eslint-disable-next-line react/no-danger
            dangerouslySetInnerHTML={{ __html: earlySearchScript(apiBase) }}
          />,
        ]
      : []),
  ]);
};
