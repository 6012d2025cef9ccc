import { documentAllowsStripe } from "./stripe-document";

describe("documentAllowsStripe", () => {
  it("does not ask for a reload when the browser can't say where the document was loaded", () => {
    expect(documentAllowsStripe(undefined)).toBe(true);
  });

  it("is true for a document loaded at checkout or /processing, in each language", () => {
    for (const url of [
      "https://northfare.test/checkout?sessionId=s&offer=o&fare=f",
      "https://northfare.test/fr/checkout/?sessionId=s",
      "https://northfare.test/processing?order=k&payment_intent=pi_1",
      "https://northfare.test/fr/processing",
    ]) {
      expect(documentAllowsStripe(url)).toBe(true);
    }
  });

  it("is false for a document first loaded elsewhere (its policy has no Stripe)", () => {
    for (const url of [
      "https://northfare.test/search?departure=YYZ",
      "https://northfare.test/",
      "https://northfare.test/checkout-help",
    ]) {
      expect(documentAllowsStripe(url)).toBe(false);
    }
  });
});
