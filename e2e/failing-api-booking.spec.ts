import { expect, test } from "./fixtures";
import {
  adult,
  expectOrderPage,
  fillCard,
  fillContact,
  fillTraveller,
  payAsOneAdult,
  reachCheckout,
  searchAddress,
} from "./booking-helpers";
import {
  collectPageErrors,
  failCalls,
  installPageClock,
  FAILURES,
  SAYS_SO_WITHIN,
} from "./api-failing";
import { openPage } from "./open-page";

// The booking screens with their calls answering 500, hanging, refused, or
// with broken JSON, one way after another: within 10 s each screen says so
// with a way to try again; nothing typed is lost, no error goes uncaught.
// Every way of failing, on the desktop and the phone layout.

test.setTimeout(180_000);

// Hanging calls jump the page's clock past the site's deadline (api-failing.ts).
test.beforeEach(({ page }) => installPageClock(page));

const SEARCH_SESSION = /^\/api\/search-session(\/.*)?$/;

test("results: each failure says the fares couldn't load, and Try again loads them", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  for (const failure of FAILURES) {
    const restore = await failCalls(page, failure, SEARCH_SESSION);
    await openPage(page, searchAddress());
    await expect(page.getByRole("alert")).toContainText(
      "We couldn't load the fares.",
      { timeout: SAYS_SO_WITHIN },
    );
    await restore();
  }
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(
    page.getByRole("heading", {
      name: "Step 1 of 2: choose your departing flight",
    }),
  ).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("checkout: each failure says the fare couldn't load; paying keeps what was typed", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await reachCheckout(page);
  for (const failure of FAILURES) {
    const restore = await failCalls(page, failure, SEARCH_SESSION);
    await page.reload();
    await expect(page.getByRole("alert")).toContainText(
      "We couldn't load your fare.",
      { timeout: SAYS_SO_WITHIN },
    );
    await restore();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible({
      timeout: 15_000,
    });
  }

  await fillTraveller(page, "Adult 1", adult);
  await fillContact(page);
  await fillCard(page);
  for (const failure of FAILURES) {
    const restore = await failCalls(page, failure, /^\/api\/payment\/card$/);
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("alert")).toContainText(
      "We can't reach our payment service",
      { timeout: SAYS_SO_WITHIN },
    );
    await restore();
    await expect(page).toHaveURL(/\/checkout\?/);
    await expect(
      page.getByRole("group", { name: "Adult 1" }).getByLabel("Surname"),
    ).toHaveValue(adult.surname);
  }
  expect(errors).toEqual([]);
});

test("processing: each failure offers a safe retry, which then books", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await reachCheckout(page);
  let restore = await failCalls(page, FAILURES[0], /^\/api\/order$/, "POST");
  await payAsOneAdult(page);
  await expect(page).toHaveURL(/\/processing/);
  for (const failure of FAILURES) {
    if (failure !== FAILURES[0]) {
      restore = await failCalls(page, failure, /^\/api\/order$/, "POST");
      await page.getByRole("button", { name: "Try again" }).click();
    }
    await expect(page.getByRole("alert")).toContainText(
      "We can't reach our booking service right now.",
      { timeout: SAYS_SO_WITHIN },
    );
    await restore();
  }
  await page.getByRole("button", { name: "Try again" }).click();
  await expectOrderPage(page);
  expect(errors).toEqual([]);
});

test("order: each failure says the order couldn't load, and Try again shows it", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await reachCheckout(page);
  await payAsOneAdult(page);
  const { reference } = await expectOrderPage(page);
  for (const failure of FAILURES) {
    const restore = await failCalls(page, failure, /^\/api\/order\/[^/]+$/);
    await page.reload();
    await expect(page.getByRole("alert")).toContainText(
      "We couldn't load your order.",
      { timeout: SAYS_SO_WITHIN },
    );
    await restore();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(/^Booking reference:/)).toContainText(
      reference,
    );
  }
  expect(errors).toEqual([]);
});
