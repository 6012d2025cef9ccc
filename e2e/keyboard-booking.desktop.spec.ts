import { signIn } from "./account-helpers";
import {
  bookByKeyboard,
  KEYBOARD_WORDS,
  listenToLiveRegions,
  liveRegionLog,
} from "./keyboard-booking";
import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import { expectNoSeriousAccessibilityProblems } from "./page-audit";

// A booking from the home page to the order page with key presses alone,
// axe clean on each screen, and the status regions in the page before they
// speak: results with their count, the fare chosen, the booking under way,
// the booking confirmed. Desktop: a phone has no keyboard to tab with.

test.setTimeout(120_000);

for (const language of ["en", "fr"] as const) {
  test(`books by keyboard alone, announced as it goes (${language})`, async ({
    page,
  }) => {
    await listenToLiveRegions(page);
    const { presses } = await bookByKeyboard(page, {
      language,
      atEachStep: () => expectNoSeriousAccessibilityProblems(page),
    });
    expect(presses).toBeGreaterThan(0);
    const { said, mute } = await liveRegionLog(page);
    // Each announcement, in the journey's order, from a region that was in
    // the page before it spoke.
    let from = 0;
    for (const words of KEYBOARD_WORDS[language].announced) {
      const at = said.findIndex(
        (text, index) => index >= from && words.test(text),
      );
      expect(at, `announced ${words} in ${JSON.stringify(said)}`).not.toBe(-1);
      expect(mute.filter((text) => words.test(text))).toEqual([]);
      from = at + 1;
    }
  });
}

test("books by keyboard alone when signed in", async ({ page }) => {
  await openPage(page, "/");
  await signIn(page);
  await bookByKeyboard(page, {
    atEachStep: () => expectNoSeriousAccessibilityProblems(page),
  });
  await expect(page.getByText(/points pending/)).toBeVisible();
});
