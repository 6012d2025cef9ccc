import { stripeStandInUrl } from "./stripe-script";

describe("stripeStandInUrl", () => {
  it("is none unless a build names one: Stripe's own script then", () => {
    expect(stripeStandInUrl(undefined)).toBeUndefined();
    expect(stripeStandInUrl("")).toBeUndefined();
  });

  it("accepts a stand-in served on loopback", () => {
    expect(stripeStandInUrl("http://127.0.0.1:8211/v3")).toBe(
      "http://127.0.0.1:8211/v3",
    );
    expect(stripeStandInUrl("http://localhost:8211/v3")).toBe(
      "http://localhost:8211/v3",
    );
  });

  it("refuses every other host", () => {
    for (const url of [
      "https://evil.example/v3",
      "http://10.0.0.5:8211/v3",
      "http://127.0.0.1.evil.example/v3",
      "https://js.stripe.com.evil.example/v3",
    ]) {
      expect(() => stripeStandInUrl(url)).toThrow(/loopback/);
    }
  });
});
