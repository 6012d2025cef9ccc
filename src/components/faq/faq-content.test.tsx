import { useStaticQuery } from "gatsby";
import { renderWithProviders, screen } from "../../test-utils";
import { FaqContent } from "./faq-content";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteContent: { name: "Northfare", contactEmail: "help@example.ca" },
    site: { siteMetadata: { siteUrl: "https://example.ca" } },
  });
});

describe("FaqContent", () => {
  it("renders a plain answer as a paragraph", () => {
    renderWithProviders(<FaqContent content="100 points are US$1." />);
    expect(screen.getByText("100 points are US$1.").tagName).toBe("P");
  });

  it("renders text, list and custom blocks in order", () => {
    renderWithProviders(
      <FaqContent
        content={[
          { type: "text", text: "You can redeem as:" },
          { type: "list", items: ["cash-back", "travel credit"] },
          { type: "custom", component: "points-link" },
          { type: "custom", component: "contact" },
        ]}
      />,
    );
    expect(screen.getByText("You can redeem as:")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(
      ["cash-back", "travel credit"],
    );
    expect(
      screen.getByRole("link", { name: "Go to the points page" }),
    ).toHaveAttribute("href", "/points");
    expect(
      screen.getByRole("link", { name: "help@example.ca" }),
    ).toHaveAttribute("href", "mailto:help@example.ca");
  });
});
