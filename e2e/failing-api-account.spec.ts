import { expect, test } from "./fixtures";
import { accountButton, openAccountMenu, signIn } from "./account-helpers";
import {
  collectPageErrors,
  failCalls,
  installPageClock,
  FAILURES,
  SAYS_SO_WITHIN,
} from "./api-failing";
import { openPage } from "./open-page";

// Each screen's calls answering 500, hanging, refused, or with broken JSON:
// within 10 s the screen says so, or offers a retry; nothing typed is lost
// and no error goes uncaught, on the desktop and the phone layout. The booking
// screens: failing-api-booking.spec.ts.

test.setTimeout(90_000);

const loginButton = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByRole("button", { name: "login" });

// Hanging calls jump the page's clock past the site's deadline (api-failing.ts).
test.beforeEach(({ page }) => installPageClock(page));

for (const failure of FAILURES) {
  test.describe(`the API failing (${failure})`, () => {
    test("search form: suggestions say they're unavailable, and a typed code still searches", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await failCalls(page, failure, /^\/api\/airport$/);
      await openPage(page, "/");
      const from = page.getByRole("combobox", { name: "From" });
      await from.click();
      await expect(
        page.getByRole("status").filter({ hasText: "Airport suggestions" }),
      ).toContainText("Airport suggestions are unavailable right now", {
        timeout: SAYS_SO_WITHIN,
      });
      await from.fill("yyz");
      await page.getByRole("combobox", { name: "To" }).fill("YVR");
      await expect(from).toHaveValue("YYZ");
      await page.getByRole("button", { name: "Search" }).click();
      // Only the dates are missing: the typed codes are accepted. (Exact: the
      // suggestions' status says "Type the airport's three-letter code" too.)
      await expect(page.getByText("enter valid date").first()).toBeVisible();
      await expect(
        page.getByText(
          "type the airport's three-letter code, for example YUL",
          {
            exact: true,
          },
        ),
      ).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("sign-in: a sign-in that cannot start says so in the dialog", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await failCalls(page, failure, /^\/api\/user-session\/sso-login$/);
      await openPage(page, "/points");
      await loginButton(page).click();
      const dialog = page.getByRole("dialog", {
        name: "log in or create an account",
      });
      await dialog.getByRole("button", { name: "continue to sign in" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(
        "We couldn't reach the sign-in service. Please try again in a moment.",
        { timeout: SAYS_SO_WITHIN },
      );
      await expect(page).toHaveURL(/\/points$/);
      expect(errors).toEqual([]);
    });

    test("account: a failed account load keeps the traveller signed in, with a retry", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await openPage(page, "/points");
      await signIn(page);
      const restore = await failCalls(page, failure, /^\/api\/(user|point)$/);
      await page.reload();
      await expect(
        page.getByRole("region", { name: "Your points" }),
      ).toContainText("Your account couldn't be loaded.", {
        timeout: SAYS_SO_WITHIN,
      });
      await expect(loginButton(page)).toHaveCount(0);
      const menu = await openAccountMenu(page);
      await expect(menu).toContainText("Your account couldn't be loaded.");
      await expect(menu).not.toContainText("0 points");
      await expect(menu).not.toContainText("Book to start earning");

      await restore();
      await menu.getByRole("menuitem", { name: "Try again" }).click();
      await openAccountMenu(page);
      await expect(page.getByRole("menu", { name: "account" })).toContainText(
        "Camille Bouchard",
      );
      await expect(accountButton(page)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("points: a failed balance or redemption says so and keeps what was typed", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await openPage(page, "/points");
      await signIn(page);
      const restoreBalance = await failCalls(page, failure, /^\/api\/point$/);
      await page.reload();
      const panel = page.getByRole("region", { name: "Your points" });
      await expect(panel).toContainText(
        "Your balance can't be shown right now.",
        { timeout: SAYS_SO_WITHIN },
      );
      await restoreBalance();
      await panel.getByRole("button", { name: "Try again" }).click();
      await expect(panel).toContainText(/\d points/);

      await failCalls(page, failure, /^\/api\/point\/redeem$/);
      await page.getByLabel("Points to redeem").fill("1000");
      await page.getByRole("button", { name: "Redeem", exact: true }).click();
      await expect(page.getByRole("alert")).not.toBeEmpty({
        timeout: SAYS_SO_WITHIN,
      });
      await expect(page.getByLabel("Points to redeem")).toHaveValue("1000");
      await expect(
        page.getByRole("button", { name: "Redeem", exact: true }),
      ).toBeEnabled();
      expect(errors).toEqual([]);
    });
  });
}
