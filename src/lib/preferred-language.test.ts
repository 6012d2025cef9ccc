import {
  addressInLanguage,
  isNotFoundPage,
  localizedPath,
  preferredLanguage,
  stripLanguagePrefix,
} from "./preferred-language";

const base = {
  supported: ["en", "fr"],
  fallback: "en",
  query: null,
  stored: null,
  browser: [],
};

describe("preferredLanguage", () => {
  it("takes the query parameter first", () => {
    expect(
      preferredLanguage({
        ...base,
        query: "fr",
        stored: "en",
        browser: ["en"],
      }),
    ).toBe("fr");
  });

  it("falls back to the stored language when the query is absent or unsupported", () => {
    expect(preferredLanguage({ ...base, stored: "fr" })).toBe("fr");
    expect(preferredLanguage({ ...base, query: "de", stored: "fr" })).toBe(
      "fr",
    );
  });

  it("then uses the first supported browser language", () => {
    expect(preferredLanguage({ ...base, browser: ["de-DE", "fr-CA"] })).toBe(
      "fr",
    );
  });

  it("uses the fallback when nothing matches", () => {
    expect(preferredLanguage({ ...base, browser: ["es"], stored: "xx" })).toBe(
      "en",
    );
  });
});

describe("localizedPath", () => {
  it("prefixes other languages and keeps the default bare", () => {
    expect(localizedPath("/faq/points", "fr", "en")).toBe("/fr/faq/points");
    expect(localizedPath("/", "fr", "en")).toBe("/fr");
    expect(localizedPath("/faq", "en", "en")).toBe("/faq");
  });
});

describe("stripLanguagePrefix", () => {
  it("removes a supported prefix only", () => {
    expect(stripLanguagePrefix("/fr/order/abc", ["en", "fr"])).toBe(
      "/order/abc",
    );
    expect(stripLanguagePrefix("/fr", ["en", "fr"])).toBe("/");
    expect(stripLanguagePrefix("/faq", ["en", "fr"])).toBe("/faq");
    expect(stripLanguagePrefix("/de/faq", ["en", "fr"])).toBe("/de/faq");
  });
});

describe("addressInLanguage", () => {
  it("swaps the prefix, keeps query and hash, drops the language parameter", () => {
    const location = {
      pathname: "/fr/faq/points",
      search: "?language=fr&ref=x",
      hash: "#top",
    };
    expect(addressInLanguage(location, "en", ["en", "fr"], "en")).toBe(
      "/faq/points?ref=x#top",
    );
    expect(
      addressInLanguage(
        { pathname: "/", search: "", hash: "" },
        "fr",
        ["en", "fr"],
        "en",
      ),
    ).toBe("/fr");
  });
});

describe("isNotFoundPage", () => {
  it("knows the not-found page by its own path", () => {
    expect(isNotFoundPage("/404")).toBe(true);
    expect(isNotFoundPage("/404.html")).toBe(true);
    expect(isNotFoundPage("/404/")).toBe(true);
    expect(isNotFoundPage("/faq")).toBe(false);
    expect(isNotFoundPage("/404-tips")).toBe(false);
  });
});
