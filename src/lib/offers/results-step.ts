/** Where the traveller is in choosing: which step, and the chosen outbound. */
export interface ResultsStep {
  step: 1 | 2;
  /** The chosen outbound slice's id (step 2 only). */
  outbound?: string;
}

// Duffel's slices are named by their flights: "WS653@2026-12-23T07:00+…".
const SLICE_ID = /^[\w.:@+-]{1,120}$/;

/**
 * Reads `step` and `outbound` from /search's query: a round trip's step 2
 * needs a well-formed outbound id, otherwise (and for one way) it is step 1.
 */
export function readResultsStep(
  query: string,
  roundTrip: boolean,
): ResultsStep {
  const params = new URLSearchParams(query);
  const outbound = params.get("outbound") ?? "";
  if (roundTrip && params.get("step") === "2" && SLICE_ID.test(outbound)) {
    return { step: 2, outbound };
  }
  return { step: 1 };
}

/** The same query with another step (and outbound, or none). */
export function withResultsStep(query: string, next: ResultsStep): string {
  const params = new URLSearchParams(query);
  params.set("step", String(next.step));
  if (next.outbound) params.set("outbound", next.outbound);
  else params.delete("outbound");
  return params.toString();
}
