import { REFUSED_BIRTH_DATE_SURNAME } from "../domain/fares/demo/booking-refusal";
import { expect, test } from "./fixtures";
import {
  adult,
  expectOrderPage,
  fillBirthDate,
  fillCard,
  orderPageId,
  payAsOneAdult,
  reachCheckout,
  VISA,
} from "./booking-helpers";

// The airline refuses one detail (the demo: a lead traveller named
// Birthfail has their date of birth refused): the order page names it, and
// checkout opens on it with the travellers as typed.

test.setTimeout(90_000);

test("a refused date of birth: named, nothing charged, corrected at checkout", async ({
  page,
}) => {
  await reachCheckout(page);
  const traveller = { ...adult, surname: REFUSED_BIRTH_DATE_SURNAME };
  await payAsOneAdult(page, VISA, traveller);
  await orderPageId(page);
  await expect(
    page.getByText(
      "The airline did not accept traveller 1's date of birth. Nothing was charged.",
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/demo: the lead traveller/)).toHaveCount(0);

  await page.getByRole("link", { name: "Correct it at checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  const block = page.getByRole("group", { name: "Adult 1" });
  await expect(block.getByLabel("Surname")).toHaveValue(
    REFUSED_BIRTH_DATE_SURNAME,
  );
  await expect(
    page.getByText("The airline did not accept this.", { exact: false }),
  ).toBeVisible();
  await expect(page.locator("#field-passengers-0-date_of_birth")).toBeFocused();

  // Corrected (and renamed, since the demo refuses the name), it books.
  await block.getByLabel("Surname").fill(adult.surname);
  await fillBirthDate(block, "1986-05-13");
  await fillCard(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expectOrderPage(page);
});
