import { navigate } from "gatsby";
import { renderWithProviders } from "../../test-utils";
import { useLanguagePreference } from "./use-language-preference";

function Probe() {
  useLanguagePreference();
  return null;
}

const languagesSpy = jest.spyOn(window.navigator, "languages", "get");

beforeEach(() => {
  localStorage.clear();
  jest.mocked(navigate).mockClear();
  languagesSpy.mockReturnValue(["en-CA"]);
});

describe("useLanguagePreference", () => {
  it("keeps an English visitor on the English page and saves the choice", () => {
    window.history.pushState({}, "", "/faq");
    renderWithProviders(<Probe />);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem("language")).toBe("en");
  });

  it("moves to the stored language, keeping query and hash", () => {
    localStorage.setItem("language", "fr");
    window.history.pushState({}, "", "/faq/points?ref=x#top");
    renderWithProviders(<Probe />);
    expect(navigate).toHaveBeenCalledWith("/fr/faq/points?ref=x#top", {
      replace: true,
    });
  });

  it("lets the query parameter beat the stored language, and drops it", () => {
    localStorage.setItem("language", "en");
    window.history.pushState({}, "", "/points?language=fr&ref=x");
    renderWithProviders(<Probe />);
    expect(navigate).toHaveBeenCalledWith("/fr/points?ref=x", {
      replace: true,
    });
    expect(localStorage.getItem("language")).toBe("fr");
  });

  it("follows a French browser on a first visit", () => {
    languagesSpy.mockReturnValue(["fr-CA", "en"]);
    window.history.pushState({}, "", "/");
    renderWithProviders(<Probe />);
    expect(navigate).toHaveBeenCalledWith("/fr", { replace: true });
  });

  it("treats a /fr address as the visitor's choice", () => {
    localStorage.setItem("language", "en");
    window.history.pushState({}, "", "/fr/order/abc");
    renderWithProviders(<Probe />, { language: "fr" });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem("language")).toBe("fr");
  });

  it("on a not-found page already at the address, neither navigates nor reloads", () => {
    // A host without the per-language 404 rule shows English at /fr/zz.
    window.history.pushState({}, "", "/fr/zz");
    localStorage.setItem("language", "fr");
    renderWithProviders(<Probe />, { originalPath: "/404.html" });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe("/fr/zz");
  });
});
