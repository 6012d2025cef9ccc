import { STRIPE_JS_URL, stripeScriptUrl } from "./stripe-script";

describe("stripeScriptUrl", () => {
  it("is Stripe's own script unless a build names a stand-in", () => {
    expect(stripeScriptUrl(undefined)).toBe(STRIPE_JS_URL);
    expect(stripeScriptUrl("")).toBe("https://js.stripe.com/v3");
  });

  it("accepts a stand-in served on loopback", () => {
    expect(stripeScriptUrl("http://127.0.0.1:8211/v3")).toBe(
      "http://127.0.0.1:8211/v3",
    );
    expect(stripeScriptUrl("http://localhost:8211/v3")).toBe(
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
      expect(() => stripeScriptUrl(url)).toThrow(/loopback/);
    }
  });
});
