import type { Locator } from "@playwright/test";

/** Set on a dialog at its first opening, so a later look can tell whether it is the same element. */
export const FIRST_OPENING = "data-test-first-opening";

export const markFirstOpening = (target: Locator) =>
  target.evaluate(
    (element, name) => element.setAttribute(name, ""),
    FIRST_OPENING,
  );
