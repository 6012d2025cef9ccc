import { loadStripeFor } from "./load-stripe";

describe("loadStripeFor", () => {
  it("puts a named stand-in in the page and makes Stripe from the window.Stripe it defines", async () => {
    const stripe = { elements: jest.fn() };
    // The release train @stripe/stripe-js 10 expects, as the stand-in must say.
    const StripeStandIn = Object.assign(
      jest.fn(() => stripe),
      {
        version: "endive",
      },
    );
    const loaded = loadStripeFor("pk_test_standin", "http://127.0.0.1:8211/v3");

    const script = document.head.querySelector("script");
    expect(script?.src).toBe("http://127.0.0.1:8211/v3");
    (window as unknown as { Stripe: unknown }).Stripe = StripeStandIn;
    script?.dispatchEvent(new Event("load"));

    await expect(loaded).resolves.toBe(stripe);
    expect(StripeStandIn).toHaveBeenCalledWith("pk_test_standin");
  });
});
