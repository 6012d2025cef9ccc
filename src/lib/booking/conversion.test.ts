import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";
import { claimFirstView, conversionPayload, sha256Hex } from "./conversion";

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
// jsdom has no TextEncoder; browsers and Node do.
Object.assign(globalThis, { TextEncoder });

describe("conversionPayload", () => {
  it("hashes the order id with SHA-256 and carries CAD, the value and the version", async () => {
    expect(await sha256Hex("abc", subtle)).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(await conversionPayload("abc", 104_650, "1.2.3", subtle)).toEqual({
      currency: "CAD",
      value: 1046.5,
      version: "1.2.3",
      transaction_id:
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    });
  });
});

describe("claimFirstView", () => {
  beforeEach(() => localStorage.clear());

  it("is true once per order id in this browser", () => {
    expect(claimFirstView("order-1")).toBe(true);
    expect(claimFirstView("order-1")).toBe(false);
    expect(claimFirstView("order-2")).toBe(true);
  });
});
