import { visibleText } from "../text/visible-text";

/** A first or last name: trimmed, 1 to 100 characters, nothing hidden. */
export const personName = visibleText()
  .trim()
  .min(1, "Enter a name.")
  .max(100, "Use at most 100 characters.");
