/** @jest-environment node */
import { sitemapExcludes } from "./sitemap-options";
import { robotsTxt } from "./on-post-build";

describe("sitemap exclusions", () => {
  it("keep the private screens and error pages out in both languages", () => {
    for (const path of [
      "/search",
      "/checkout",
      "/processing",
      "/installed",
      "/order",
      "/404",
    ]) {
      expect(sitemapExcludes).toContain(path);
      expect(sitemapExcludes).toContain(`/fr${path}`);
    }
    expect(sitemapExcludes).not.toContain("/faq");
  });
});

describe("robotsTxt", () => {
  it("points at the sitemap index on the configured site", () => {
    expect(robotsTxt("https://example.ca")).toContain(
      "Sitemap: https://example.ca/sitemap-index.xml",
    );
  });
});
