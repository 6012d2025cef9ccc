// What a traveller does first on the home page, found by role and name as the
// end-to-end tests find it. Each `open` waits until its result is on screen
// (and its animations have ended); `close` undoes it so it can be done again.
import type { Locator, Page } from "@playwright/test";

export interface Interaction {
  name: string;
  /** Needs a signed-in visit (the account menu). */
  signedIn?: boolean;
  open(page: Page): Promise<void>;
  close(page: Page): Promise<void>;
}

const TIMEOUT = 30_000;

async function shown(target: Locator): Promise<void> {
  await target.waitFor({ state: "visible", timeout: TIMEOUT });
  await target.evaluate((element) =>
    Promise.all(element.getAnimations().map(({ finished }) => finished)),
  );
}

async function escapeFrom(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press("Escape");
  await target.waitFor({ state: "hidden", timeout: TIMEOUT });
}

const banner = (page: Page) => page.getByRole("banner");
const from = (page: Page) => page.getByRole("combobox", { name: "From" });
const departDate = (page: Page) => page.getByLabel("Depart", { exact: true });
const calendar = (page: Page) => page.locator(".react-datepicker");

/** A dialog opened by a header button and closed with Escape. */
const headerDialog = (
  name: string,
  button: string,
  dialog: string,
): Interaction => ({
  name,
  open: async (page) => {
    await banner(page).getByRole("button", { name: button }).click();
    await shown(page.getByRole("dialog", { name: dialog }));
  },
  close: (page) => escapeFrom(page, page.getByRole("dialog", { name: dialog })),
});

export const INTERACTIONS: Interaction[] = [
  {
    name: "account menu",
    signedIn: true,
    open: async (page) => {
      await banner(page)
        .getByRole("button", { name: "account", exact: true })
        .click();
      await shown(page.getByRole("menu", { name: "account" }));
    },
    close: (page) =>
      escapeFrom(page, page.getByRole("menu", { name: "account" })),
  },
  {
    name: 'airport field, "tor"',
    open: async (page) => {
      await from(page).click();
      // One key at a time, at a quick typist's pace.
      await from(page).pressSequentially("tor", { delay: 150 });
      await shown(page.getByRole("option").first());
    },
    close: async (page) => {
      await page.keyboard.press("Escape");
      await from(page).fill("");
      await from(page).blur();
    },
  },
  {
    name: "date picker",
    open: async (page) => {
      await departDate(page).click();
      await shown(calendar(page));
    },
    close: async (page) => {
      await escapeFrom(page, calendar(page));
      await departDate(page).blur();
    },
  },
  headerDialog("login dialog", "login", "log in or create an account"),
  headerDialog("language dialog", "Language", "Select language"),
  headerDialog("phone menu", "Open menu", "Menu"),
];
