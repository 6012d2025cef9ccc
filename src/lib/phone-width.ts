/**
 * A phone's width: below the layout's first breakpoint, where the search
 * form folds into the results' trip summary (search-form.module.css).
 */
export const PHONE_WIDTH_QUERY = "(max-width: 639.98px)";

export const isPhoneWidth = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia(PHONE_WIDTH_QUERY).matches;
