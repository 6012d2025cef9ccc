import { expect, test, type Page } from "@playwright/test";
import { expectedDescription, expectedTitle } from "./route-meta";
import { fr } from "./site-routes";

const SITE_URL = process.env.SITE_URL ?? "https://northfare.ca";

/**
 * The project whose tests check head tags. They come from the server-rendered
 * HTML, the same whatever the viewport, so one layout is enough; each page's
 * load in the other project still runs its other checks.
 */
const HEAD_TAGS_PROJECT = "desktop";

export const checksHeadTags = () =>
  test.info().project.name === HEAD_TAGS_PROJECT;

/** Title, language, canonical, description, Open Graph, Twitter and hreflang. */
export async function expectHeadTags(
  page: Page,
  path: string,
  language: "en" | "fr",
) {
  const url = language === "en" ? path : fr(path);
  await expect(page).toHaveTitle(expectedTitle(path, language));
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    SITE_URL + (url === "/" ? "/" : url),
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    expectedDescription(path, language) ?? "",
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /\S/,
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    SITE_URL + (url === "/" ? "/" : url),
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(
    head.locator('link[rel="alternate"][hreflang="fr"]'),
  ).toHaveAttribute("href", SITE_URL + fr(path));
  await expect(
    head.locator('link[rel="alternate"][hreflang="en"]'),
  ).toHaveAttribute("href", SITE_URL + path);
}
