// A booking by keyboard alone (e2e/keyboard-booking.ts), home page to order
// page, in each language: the key presses it takes and the time, 1× CPU.
// Fewer presses is better; the browser test checks it still works.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { bookByKeyboard, type KeyboardLanguage } from "../e2e/keyboard-booking";

export async function benchKeyboardBooking(baseUrl: string): Promise<void> {
  console.log(
    "A booking by keyboard alone, home page to order page (one adult," +
      " demo fares, test card; typed characters count one press each)",
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const language of ["en", "fr"] as KeyboardLanguage[]) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1280, height: 800 },
        locale: language === "fr" ? "fr-CA" : "en-CA",
      });
      const page = await context.newPage();
      const { presses, ms } = await bookByKeyboard(page, { language });
      console.log(
        `  ${language}: ${presses} key presses, ${(ms / 1000).toFixed(1)} s`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
