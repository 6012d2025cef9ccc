import { expect, test } from "./fixtures";
import {
  adult,
  expectOrderPage,
  fillCard,
  fillContact,
  fillTraveller,
  payAsOneAdult,
  reachCheckout,
} from "./booking-helpers";

// The API stopping halfway through a booking, and passenger data the
// checkout refuses before anything is sent.

test.setTimeout(90_000);

const pay = /^Pay /;

test("the API stops while paying: a clear message, then a retry books", async ({
  page,
}) => {
  await reachCheckout(page);
  // Nothing under /api answers any more: not even the card check.
  await page.route("**/api/**", (route) => route.abort("failed"));
  await payAsOneAdult(page);
  await expect(page.getByRole("alert")).toContainText(
    "We can't reach our payment service",
  );
  await expect(page).toHaveURL(/\/checkout\?/);
  await page.unroute("**/api/**");

  // The card is checked, then the booking service stops answering.
  await page.route("**/api/order", (route) =>
    route.request().method() === "POST"
      ? route.abort("failed")
      : route.fallback(),
  );
  await page.getByRole("button", { name: pay }).click();
  await expect(page).toHaveURL(/\/processing/);
  await expect(page.getByRole("alert")).toContainText(
    "We can't reach our booking service right now.",
  );
  await page.unroute("**/api/order");
  await page.getByRole("button", { name: "Try again" }).click();
  await expectOrderPage(page);
});

test("bad passenger data: messages next to the fields, and no payment", async ({
  page,
}) => {
  await reachCheckout(page, { adults: 1, children: 1 });
  const checkout = page.url();
  await fillTraveller(page, "Adult 1", { ...adult, surname: "" });
  // Born in 1990: an adult on the travel date, not a child.
  await fillTraveller(page, "Child 1", {
    given: "Léa",
    surname: "Bouchard",
    born: "1990-06-01",
  });
  await fillContact(page, "camille@example");
  await fillCard(page);
  // The e-mail's message shows as soon as the field is left.
  await page.getByLabel("E-mail").focus();
  await page.getByLabel("Phone").focus();
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(
    "Enter an e-mail address, like name@example.com.",
  );

  let ordered = false;
  page.on("request", (request) => {
    if (/\/api\/(order|payment)/.test(request.url())) ordered = true;
  });
  await page.getByRole("button", { name: pay }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Fix 3 fields before paying.",
  );
  await expect(
    page.getByRole("group", { name: "Adult 1" }).getByLabel("Surname"),
  ).toHaveAccessibleDescription("Enter the surname as on the passport.");
  await expect(
    page
      .getByRole("group", { name: "Child 1" })
      .getByRole("group", { name: "Date of birth" })
      .getByLabel("Month"),
  ).toHaveAccessibleDescription(
    "Under 12 on the travel date. A child is under 12 on the travel date.",
  );
  await expect(page.getByLabel("E-mail")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  // The first wrong field has the focus; nothing was sent.
  await expect(
    page.getByRole("group", { name: "Adult 1" }).getByLabel("Surname"),
  ).toBeFocused();
  expect(page.url()).toBe(checkout);
  expect(ordered).toBe(false);
});
