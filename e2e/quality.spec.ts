import { expect, test } from "./fixtures";
import { openPage } from "./open-page";

// Every page's axe and console-error check runs on the same load as its
// route checks (routes.spec.ts), so each page opens once per project.

test("FAQ answers open one at a time", async ({ page }) => {
  await openPage(page, "/faq/points");
  const questions = page
    .getByRole("main")
    .getByRole("button", { expanded: false });
  const first = questions.nth(0);
  const second = questions.nth(1);
  const firstName = await first.textContent();
  const secondName = await second.textContent();
  const firstButton = page.getByRole("button", {
    name: firstName!,
    exact: true,
  });
  const secondButton = page.getByRole("button", {
    name: secondName!,
    exact: true,
  });
  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  await expect(
    page.getByRole("region", { name: firstName!, exact: true }),
  ).toBeVisible();
  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "true");
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "false");
});

test("responses carry the security and cache headers", async ({ request }) => {
  const response = await request.get("/faq");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain(
    "frame-ancestors 'none'",
  );
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cache-control"]).toContain("max-age=0");
  // Sent always: browsers ignore it over plain http (README, security headers).
  expect(headers["strict-transport-security"]).toBe(
    "max-age=31536000; includeSubDomains",
  );
});
