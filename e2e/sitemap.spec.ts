import { expect, test } from "./fixtures";
import { STATIC_PAGES, fr } from "./site-routes";

const SITE_URL = process.env.SITE_URL ?? "https://northfare.ca";

test("the sitemap lists every public page in both languages and nothing else", async ({
  request,
}) => {
  const index = await request.get("/sitemap-index.xml");
  expect(index.status()).toBe(200);
  const sitemapUrls = [
    ...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map((match) => new URL(match[1]!).pathname);
  const listed = new Set<string>();
  for (const sitemap of sitemapUrls) {
    const body = await (await request.get(sitemap)).text();
    for (const match of body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      listed.add(match[1]!.replace(SITE_URL, "") || "/");
    }
  }
  const expected = STATIC_PAGES.flatMap((path) => [path, fr(path)]);
  expect([...listed].sort()).toEqual([...expected].sort());
});

test("robots.txt points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(
    `Sitemap: ${SITE_URL}/sitemap-index.xml`,
  );
});
