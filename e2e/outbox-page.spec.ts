import {
  expectOrderPage,
  payAsOneAdult,
  reachCheckout,
} from "./booking-helpers";
import { expect, test } from "./fixtures";

// The development outbox page of a server with no SMTP_URL and the built-in
// sign-in (as `npm start` and the e2e server run): a booking's confirmation
// is listed, opens, and its HTML part renders in its sandboxed frame.

test.setTimeout(90_000);

test("a booking's confirmation is listed in the outbox page and opens whole", async ({
  page,
}) => {
  await reachCheckout(page);
  await payAsOneAdult(page);
  const { reference } = await expectOrderPage(page);

  const subject = new RegExp(reference);
  await expect
    .poll(
      async () => {
        await page.goto("/api/dev/outbox");
        return page.getByRole("link", { name: subject }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("camille@example.com");
  await expect(row).toContainText("booking-confirmation");

  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    reference,
  );
  // The plain-text part.
  await expect(
    page.getByText(new RegExp(`Booking reference\\s+${reference}`)),
  ).toBeVisible();
  const html = page.frameLocator('iframe[title="HTML part"]');
  await expect(
    html.getByRole("heading", { name: "Booking reference" }),
  ).toBeVisible();
  await expect(html.getByText(reference, { exact: true })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `flights-${reference}.ics` }).click();
  expect((await download).suggestedFilename()).toBe(`flights-${reference}.ics`);
});
