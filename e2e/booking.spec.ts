import { expect, test } from "./fixtures";
import { openAccountMenu, signIn } from "./account-helpers";
import {
  breakdownTotal,
  checkoutTotal,
  DECLINED,
  expectOrderPage,
  fillCard,
  openSearch,
  payAsOneAdult,
  planTrip,
  chooseTrip,
  reachCheckout,
} from "./booking-helpers";
import { openPage } from "./open-page";

// The booking journeys against the demo fare source and the test payment
// provider: signed in, anonymous, a declined card.

test.setTimeout(90_000);

const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-CA", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

test("signed in: search, two steps, a fare, pay, the order and pending points", async ({
  page,
}) => {
  await openPage(page, "/");
  await signIn(page);
  await openSearch(page);
  const trip = await planTrip(page, { requoted: false });
  await chooseTrip(page, trip);
  const total = await checkoutTotal(page);
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
  await expect(breakdownTotal(page)).toHaveText(total);

  // The order may be placed before an assertion sees /processing, so the
  // addresses are recorded as the page passes through them.
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await payAsOneAdult(page);
  await expectOrderPage(page);
  expect(visited).toContainEqual(expect.stringMatching(/^\/processing\b/));
  await expect(
    page.getByText(/^Booking reference: [A-Z0-9]{6}$/),
  ).toBeVisible();
  await expect(page.getByText("Paid with Visa ending in 4242")).toBeVisible();
  await expect(breakdownTotal(page)).toHaveText(total);
  const pending = page.getByText(
    new RegExp(`points? pending, available on ${longDate(trip.pointsOn)}`),
  );
  await expect(pending.first()).toBeVisible();

  const menu = await openAccountMenu(page);
  await expect(
    menu.getByText(
      new RegExp(
        `^[\\d,]+ points? pending, available on ${longDate(trip.pointsOn)}$`,
      ),
    ),
  ).toBeVisible();
});

test("anonymous: the order says how to earn points next time, and earns none", async ({
  page,
}) => {
  await reachCheckout(page);
  await expect(
    page.getByText(/^Sign in before paying to earn [\d,]+ points?\.$/),
  ).toBeVisible();
  const total = await checkoutTotal(page);
  await payAsOneAdult(page);
  await expectOrderPage(page);
  await expect(breakdownTotal(page)).toHaveText(total);
  await expect(
    page.getByText(
      /without signing in, so it earns no points\. Next time, sign in before paying/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/points? pending/)).toHaveCount(0);
});

test("a declined card comes back to the payment, filled, then a good card books once", async ({
  page,
}) => {
  await reachCheckout(page);
  await payAsOneAdult(page, DECLINED);
  await expect(page).toHaveURL(/\/checkout\?/, { timeout: 20_000 });
  await expect(page.getByRole("alert")).toContainText(
    "Your card was declined.",
  );
  const adult = page.getByRole("group", { name: "Adult 1" });
  await expect(adult.getByLabel("Surname")).toHaveValue("Bouchard");
  await expect(page.getByLabel("E-mail")).toHaveValue("camille@example.com");

  await fillCard(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  const { orderId, reference } = await expectOrderPage(page);
  const answer = await page.request.get(`/api/order/${orderId}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { booking_reference: string; payment: { last4: string } };
  };
  expect(data.booking_reference).toBe(reference);
  expect(data.payment.last4).toBe("4242");
});
