import { identityFromClaims, lacksProfile } from "./identity";

const ISSUER = "https://provider.test";

describe("identityFromClaims", () => {
  it("takes the user's fields from standard claims", () => {
    expect(
      identityFromClaims(ISSUER, {
        sub: "abc",
        email: "ada@example.com",
        given_name: "Ada",
        family_name: "Tremblay",
      }),
    ).toEqual({
      issuer: ISSUER,
      subject: "abc",
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "Tremblay",
    });
  });

  it("falls back to `name`, then to the e-mail's local part", () => {
    expect(
      identityFromClaims(ISSUER, {
        sub: "abc",
        email: "luc@example.com",
        name: "Luc Roy Gagnon",
      }),
    ).toMatchObject({ first_name: "Luc", last_name: "Roy Gagnon" });
    expect(
      identityFromClaims(ISSUER, { sub: "abc", email: "luc@example.com" }),
    ).toMatchObject({ first_name: "luc", last_name: "" });
  });

  it("drops control, bidi-override, zero-width and broken characters", () => {
    expect(
      identityFromClaims(ISSUER, {
        sub: "abc",
        email: "x@example.com",
        given_name: "\u202egnp.exe\u200b",
        family_name: "Ro\u0000y\ud800",
      }),
    ).toMatchObject({ first_name: "gnp.exe", last_name: "Roy" });
  });

  it("refuses claims without a subject or an e-mail", () => {
    expect(() =>
      identityFromClaims(ISSUER, { email: "x@example.com" }),
    ).toThrow("The provider sent no subject.");
    expect(() => identityFromClaims(ISSUER, { sub: "abc" })).toThrow(
      "The provider did not share an e-mail address.",
    );
  });
});

describe("lacksProfile", () => {
  it("asks userinfo when the e-mail or every name is missing", () => {
    expect(lacksProfile({ sub: "a" })).toBe(true);
    expect(lacksProfile({ sub: "a", email: "x@example.com" })).toBe(true);
    expect(
      lacksProfile({ sub: "a", email: "x@example.com", name: "Ada" }),
    ).toBe(false);
  });
});
