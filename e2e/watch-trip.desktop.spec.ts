import { signIn } from "./account-helpers";
import { openSearch } from "./booking-helpers";
import { expect, test } from "./fixtures";

// A price alert from the traveller's side: watched from the results, listed
// on /points (reached from the confirmation's link), and stopped there.
test("a signed-in traveller watches a trip from the results, finds it on /points and stops it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSearch(page);
  // Visitors are not offered it: a watch belongs to an account.
  await expect(
    page.getByRole("button", { name: "Watch this trip" }),
  ).toHaveCount(0);
  await signIn(page);

  await page.getByRole("button", { name: "Watch this trip" }).click();
  const watching = page.getByRole("status").filter({
    hasText: "You watch this trip",
  });
  await expect(watching).toBeVisible();
  await watching.getByRole("link", { name: "Your watched trips" }).click();

  await expect(page).toHaveURL(/\/points\/?$/);
  const list = page.getByRole("region", { name: "Watched trips" });
  await expect(list.getByText("YYZ → YVR", { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await list.getByRole("button", { name: "Stop watching YYZ → YVR" }).click();
  await expect(list.getByText(/You watch no trip yet/)).toBeVisible();
  // Stopped on the server too, not only hidden.
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Watched trips" })
      .getByText(/You watch no trip yet/),
  ).toBeVisible({ timeout: 15_000 });
});
