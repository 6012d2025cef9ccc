import {
  mockSiteInfo,
  renderWithProviders,
  screen,
  within,
} from "../../../test-utils";
import { Footer } from "./footer";

beforeEach(mockSiteInfo);

const linksOf = (name: string) =>
  within(screen.getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Footer", () => {
  it("has the product, FAQ and legal columns of the spec", () => {
    renderWithProviders(<Footer />);
    expect(linksOf("Northfare")).toEqual([
      ["Home", "/"],
      ["How it works", "/how-it-works"],
      ["Points", "/points"],
    ]);
    expect(linksOf("FAQ")).toEqual([
      ["General", "/faq"],
      ["Bookings", "/faq/bookings"],
      ["Pricing", "/faq/pricing"],
      ["Offers", "/faq/offers"],
      ["Points", "/faq/points"],
    ]);
    expect(linksOf("Legal and contact")).toEqual([
      ["Terms and conditions", "/terms-and-conditions"],
      ["Privacy policy", "/privacy-policy"],
      ["Contact", "/faq"],
    ]);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Northfare`),
    ).toBeInTheDocument();
  });

  it("offers the privacy choices at any time, in both languages", () => {
    renderWithProviders(<Footer />);
    expect(
      screen.getByRole("button", { name: "Privacy choices" }),
    ).toBeInTheDocument();
  });

  it("speaks French with French links", () => {
    renderWithProviders(<Footer />, { language: "fr" });
    expect(
      screen.getByRole("link", { name: "Politique de confidentialité" }),
    ).toHaveAttribute("href", "/fr/privacy-policy");
    expect(
      screen.getByRole("button", { name: "Choix de confidentialité" }),
    ).toBeInTheDocument();
  });
});
