/** What a /search page view reports (SPEC §2 "Analytics page names"). */
export interface SearchPageView {
  page_name: "search_departure" | "search_arrival";
  /** The step as the address gave it; absent when unknown. */
  step?: number;
}

/**
 * search_departure for step 0, 1 or unknown; search_arrival for step 2;
 * search_departure with the step recorded for any later step.
 */
export function searchPageView(step: number | undefined): SearchPageView {
  if (step === 2) return { page_name: "search_arrival", step };
  if (step === undefined) return { page_name: "search_departure" };
  return { page_name: "search_departure", step };
}
