import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import { from, to } from "./search-form-page";

// Desktop only: the whole search with the keyboard alone (SPEC §2 keys).
test.beforeEach(async ({ page }) => {
  await openPage(page, "/");
});

test("the keyboard alone reaches /search", async ({ page }) => {
  await from(page).focus();
  await page.keyboard.type("toronto");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(from(page)).toHaveValue("Toronto (YYZ)");
  await expect(to(page)).toBeFocused();

  await page.keyboard.type("vancouver");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("option").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(to(page)).toHaveValue("Vancouver (YVR)");

  // The departure calendar is open with focus in its field: arrows move into it.
  const depart = page.getByLabel("Depart", { exact: true });
  await expect(depart).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  // In words, "Mon, Dec 28" (with the year when it is next year's).
  await expect(depart).toHaveValue(
    /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})?$/,
  );
  const back = page.getByLabel("Return", { exact: true });
  await expect(back).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Travellers" })).toBeFocused();
  // "Remove an adult" is disabled at 1 adult, so Tab skips it.
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("button", { name: "Add an adult" }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("button", { name: /2 adults, 0 children/ }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("adults")).toBe("2");
  expect(params.get("arrival")).toBe("YVR");
  expect(params.get("arrivalDate")! > params.get("departureDate")!).toBe(true);
});
