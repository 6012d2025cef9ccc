import { intlLocale, isLanguage, LANGUAGES } from "./languages";

describe("languages", () => {
  it("are English first (the default, no prefix), then French", () => {
    expect(LANGUAGES).toEqual(["en", "fr"]);
    expect(isLanguage("fr")).toBe(true);
    expect(isLanguage("de")).toBe(false);
  });

  it("format in Canadian English and French", () => {
    expect(intlLocale("en")).toBe("en-CA");
    expect(intlLocale("fr")).toBe("fr-CA");
    expect(intlLocale("de")).toBe("en-CA");
  });
});
