import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

// A first visit shows the consent banner; its code must come without the
// booking screens' chunk (Chakra, about 350 KB before compression), which
// once came along through a module both shared. The pages load about
// 440 KB of script in all today; 550 KB leaves room to grow, not for that.
const LIMIT_BYTES = 550 * 1024;

for (const path of ["/", "/faq", "/points"]) {
  test(`a first visit to ${path} loads no screen it does not show`, async ({
    page,
  }) => {
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) {
        sizes.push(
          response.body().then(
            (body) => body.length,
            () => 0,
          ),
        );
      }
    });
    await openPage(page, path);
    await expect(
      page.getByRole("button", { name: "Accept all" }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    expect(total).toBeLessThan(LIMIT_BYTES);
  });
}
