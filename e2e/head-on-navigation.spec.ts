// The built HTML carries each page's head tags; the browser writes them
// (react-helmet, src/components/shell/seo.tsx) only once another page or
// language shows, never again on the page the visit opened.
import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import { expectedTitle } from "./route-meta";

const SITE_URL = process.env.SITE_URL ?? "https://northfare.ca";

declare global {
  interface Window {
    __headChanges?: string[];
  }
}

test("the page opened keeps the head tags it was built with", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const changes: string[] = (window.__headChanges = []);
    const describe = (node: Node) =>
      node instanceof Element ? node.outerHTML.slice(0, 80) : node.nodeName;
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const nodes = [...record.addedNodes, ...record.removedNodes];
          // Scripts and prefetch links come and go as chunks load; the web
          // manifest is linked after load (src/lib/web-manifest-link.ts).
          const tags = nodes.filter(
            (node) =>
              node instanceof Element &&
              node.matches(
                "title, meta, link:not([rel=prefetch]):not([rel=manifest])",
              ),
          );
          changes.push(...tags.map(describe));
          if (record.type === "characterData") changes.push("title text");
        }
      }).observe(document.head, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  });
  await openPage(page, "/faq");
  // By then the head tags' code has loaded (it loads after hydration).
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => window.__headChanges)).toEqual([]);
  await expect(page).toHaveTitle(expectedTitle("/faq", "en"));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/faq`,
  );
});

test("moving to another page or language writes its head tags", async ({
  page,
}) => {
  await openPage(page, "/");
  await page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "FAQ" })
    .getByRole("link", { name: "General" })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page).toHaveTitle(expectedTitle("/faq", "en"));
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/faq`,
  );
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);

  await page
    .getByRole("banner")
    .getByRole("button", { name: "Language" })
    .click();
  await page
    .getByRole("dialog", { name: "Select language" })
    .getByRole("button", { name: "Français" })
    .click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page).toHaveTitle(expectedTitle("/faq", "fr"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/fr/faq`,
  );
});
