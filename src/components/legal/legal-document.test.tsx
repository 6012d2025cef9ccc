import { renderWithProviders, screen } from "../../test-utils";
import { LegalDocument } from "./legal-document";

describe("LegalDocument", () => {
  it("renders headings, subheadings, paragraphs and lists", () => {
    renderWithProviders(
      <LegalDocument
        document={{
          title: "Privacy policy",
          lastUpdated: "2026-11-22",
          sections: [
            {
              heading: "What we collect",
              body: [
                { subheading: "Account", paragraph: "Your name and e-mail." },
                { list: ["authToken", "language"] },
              ],
            },
          ],
        }}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Privacy policy" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Last updated 2026-11-22")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "What we collect" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 3, name: "Account" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Your name and e-mail.")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
