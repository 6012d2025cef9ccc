import { readResultsStep, withResultsStep } from "./results-step";

describe("results step", () => {
  it("reads step 2 with its outbound on a round trip only", () => {
    expect(readResultsStep("step=2&outbound=o-1", true)).toEqual({
      step: 2,
      outbound: "o-1",
    });
    expect(readResultsStep("step=2&outbound=o-1", false)).toEqual({ step: 1 });
    expect(readResultsStep("step=2", true)).toEqual({ step: 1 });
    expect(readResultsStep("step=2&outbound=%3Cscript%3E", true)).toEqual({
      step: 1,
    });
    expect(readResultsStep("", true)).toEqual({ step: 1 });
  });

  it("reads a Duffel slice's id, named by its flights, back from the query", () => {
    const outbound = "WS653@2026-12-23T07:00+WS115@2026-12-23T10:30";
    const query = withResultsStep("a=1", { step: 2, outbound });
    expect(readResultsStep(query, true)).toEqual({ step: 2, outbound });
  });

  it("writes a step back into the query", () => {
    expect(withResultsStep("a=1&outbound=x", { step: 1 })).toBe("a=1&step=1");
    expect(withResultsStep("a=1", { step: 2, outbound: "o1" })).toBe(
      "a=1&step=2&outbound=o1",
    );
  });
});
