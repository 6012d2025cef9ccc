import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import { signIn } from "./account-helpers";
import {
  breakdownTotal,
  checkoutTotal,
  expectOrderPage,
  payAsOneAdult,
  pendingPoints,
  reachCheckout,
} from "./booking-helpers";

// A re-quoted demo offer (isRequotedOffer): the pre-order check finds a
// higher price, nothing is charged, and the traveller decides.

test.setTimeout(90_000);

const money = /\$[\d,]+\.\d\d/;

test("a price change accepted books at the new total", async ({ page }) => {
  await reachCheckout(page, { requoted: true });
  const before = await checkoutTotal(page);
  await payAsOneAdult(page);
  await expect(page).toHaveURL(/\/processing/);
  await expect(
    page.getByRole("heading", { name: "The price has changed" }),
  ).toBeVisible({ timeout: 20_000 });
  const text = page.getByText(/^The airline now asks /);
  await expect(text).toContainText(`instead of ${before}.`);
  const after = (await text.textContent())!.match(money)![0];
  expect(after).not.toBe(before);
  await expect(page.getByText(/^Nothing has been charged\./)).toBeVisible();
  await expect(breakdownTotal(page, "The new price")).toHaveText(after);

  await page
    .getByRole("button", { name: `Accept new price: ${after}` })
    .click();
  await expectOrderPage(page);
  await expect(breakdownTotal(page)).toHaveText(after);
});

test("a price change refused books nothing and goes back to the flights", async ({
  page,
}) => {
  await openPage(page, "/");
  await signIn(page);
  await reachCheckout(page, { requoted: true });
  await payAsOneAdult(page);
  await expect(
    page.getByRole("heading", { name: "The price has changed" }),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Don't book" }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByRole("heading", { name: /^Step 1 of 2/ })).toBeVisible(
    { timeout: 20_000 },
  );
  // No order: it would have made its points pending.
  expect(await pendingPoints(page)).toBe(0);
});
