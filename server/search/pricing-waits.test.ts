import {
  MAX_PRICING_WAIT_SECONDS,
  preferredWaitSeconds,
} from "./pricing-waits";

describe("preferredWaitSeconds", () => {
  it("reads RFC 7240's wait among other preferences", () => {
    expect(preferredWaitSeconds("wait=3")).toBe(3);
    expect(preferredWaitSeconds("respond-async, wait=2")).toBe(2);
    expect(preferredWaitSeconds("WAIT=1; x")).toBe(1);
  });

  it("waits at most the most it allows", () => {
    expect(preferredWaitSeconds("wait=600")).toBe(MAX_PRICING_WAIT_SECONDS);
  });

  it("is 0 when none is asked or the value is not seconds", () => {
    for (const prefer of [
      undefined,
      "",
      "return=minimal",
      "wait=soon",
      "await=3",
      "wait=-1",
    ]) {
      expect(preferredWaitSeconds(prefer)).toBe(0);
    }
  });
});
