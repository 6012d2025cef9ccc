import {
  MAX_PRICING_WAIT_SECONDS,
  preferredWaitSeconds,
  PricingWaits,
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

describe("PricingWaits", () => {
  it("answers a wait when its session stores offers so far, long before the pricing ends", async () => {
    const waits = new PricingWaits();
    let finish = () => {};
    waits.track("s1", new Promise<void>((resolve) => (finish = resolve)));
    const started = Date.now();
    const waiting = waits.wait("s1", 5, async () => false);
    setTimeout(() => waits.progressed("s1"), 20);
    await waiting;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(waits.isPricing("s1")).toBe(true);
    finish();
  });
});
