import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

test("an injected inline script is blocked, and the violation is heard", async ({
  page,
  cspViolations,
}) => {
  await openPage(page, "/faq");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.title = 'injected'";
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.title()).not.toBe("injected");
  expect(cspViolations.join("\n")).toContain("script-src");
  // Expected here: the fixture fails any other test that has one.
  cspViolations.length = 0;
});
