import { describe, expect, it } from "vitest";
import { checkoutFieldOf } from "./duffel-error-field";
import { orderTravellers } from "./duffel-order";

const adult = { type: "adult" as const };
const child = { type: "child" as const };
const people = (...types: { type: "adult" | "child" }[]) =>
  types.map((t) => ({
    ...t,
    given_names: "A",
    surname: "B",
    date_of_birth: "2000-01-01",
  }));

describe("checkoutFieldOf", () => {
  const inOrder = [0, 1, 2];

  it("names each passenger field as checkout does", () => {
    const cases = {
      given_name: "passengers.1.given_names",
      family_name: "passengers.1.surname",
      born_on: "passengers.1.date_of_birth",
      gender: "passengers.1.gender",
      title: "passengers.1.title",
    };
    for (const [theirs, ours] of Object.entries(cases)) {
      expect(checkoutFieldOf(`/data/passengers/1/${theirs}`, inOrder)).toBe(
        ours,
      );
    }
  });

  it("reads a passenger's email and phone as the order's one contact", () => {
    expect(checkoutFieldOf("/data/passengers/2/email", inOrder)).toBe(
      "contact.email",
    );
    expect(checkoutFieldOf("/passengers/0/phone_number", inOrder)).toBe(
      "contact.phone",
    );
  });

  it("maps Duffel's passenger index back to our traveller (adults first)", () => {
    const travellers = orderTravellers(people(child, adult, adult));
    expect(travellers).toEqual([1, 2, 0]);
    expect(checkoutFieldOf("/data/passengers/2/born_on", travellers)).toBe(
      "passengers.0.date_of_birth",
    );
  });

  it("names no field for anything else", () => {
    for (const pointer of [
      undefined,
      "",
      "/data/payments/0/amount",
      "/data/passengers/0/id",
      "/data/passengers/5/born_on",
      "/data/passengers/0/born_on/extra",
      "/data/selected_offers/0",
    ]) {
      expect(checkoutFieldOf(pointer, inOrder)).toBeUndefined();
    }
  });
});
