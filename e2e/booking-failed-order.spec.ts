import { DEMO_BOOKING_REFUSED } from "../domain/fares/demo/booking-refusal";
import type { OrderAnswer } from "../domain/orders/order-contract";
import { expect, test, type Page } from "./fixtures";
import {
  adult,
  CAPTURE_FAILS,
  expectOrderPage,
  fillCard,
  fillTraveller,
  orderPageId,
  payAsOneAdult,
  reachCheckout,
  VISA,
} from "./booking-helpers";

// The two ways the demo ends an order unbooked after the card is authorized:
// the airline refuses a lead traveller named Bookfail, and the 0341 test
// card's capture is refused. Either way the order page says nothing was
// booked or charged, shows no reference, and leads back.

test.setTimeout(90_000);

const NOT_BOOKED = "We could not book this fare: your card was not charged";

/** The failed order page, and the API's answer for it. */
async function expectFailedOrder(page: Page, message: string) {
  const orderId = await orderPageId(page);
  await expect(page.getByRole("heading", { name: NOT_BOOKED })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText(/Booking reference/)).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: "Add to calendar" }),
  ).toHaveCount(0);
  await expect(page.getByText(/^Paid with/)).toHaveCount(0);
  const answer = await page.request.get(`/api/order/${orderId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: OrderAnswer }).data;
}

test("a lead traveller named Bookfail: refused, nothing charged, then booked from the same checkout", async ({
  page,
}) => {
  await reachCheckout(page);
  await payAsOneAdult(page, VISA, { ...adult, surname: "Bookfail" });
  const order = await expectFailedOrder(page, DEMO_BOOKING_REFUSED);
  expect(order).toMatchObject({
    status: "failed",
    failure: { reason: "booking_refused" },
    booking_reference: null,
    payment: { status: "voided" },
  });

  // Back to the same fare, the travellers as typed: another name books it.
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  const surname = page
    .getByRole("group", { name: "Adult 1" })
    .getByLabel("Surname");
  await expect(surname).toHaveValue("Bookfail");
  await fillTraveller(page, "Adult 1", adult);
  await fillCard(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  const { orderId } = await expectOrderPage(page);
  expect(orderId).not.toBe(order.session_id);
});

test("the 4000 0000 0000 0341 card: authorized, its capture refused, the order failed", async ({
  page,
}) => {
  await reachCheckout(page);
  await payAsOneAdult(page, CAPTURE_FAILS);
  const order = await expectFailedOrder(
    page,
    "The card issuer refused to complete this payment.",
  );
  expect(order).toMatchObject({
    status: "failed",
    failure: { reason: "capture_failed" },
    booking_reference: null,
    payment: { last4: "0341" },
  });
  expect(["voided", "refunded"]).toContain(order.payment.status);
  await expect(page.getByRole("heading", { name: "Points" })).toHaveCount(0);

  await page.getByRole("link", { name: "Search this trip again" }).click();
  await expect(page).toHaveURL(/\/search\?departure=YYZ&arrival=YVR/);
});
