import { render, screen } from "@testing-library/react";
import { TwoColumnLayout } from "./two-column-layout";

function renderLayout() {
  return render(
    <TwoColumnLayout
      aside={
        <nav aria-label="FAQ sections">
          <a href="/faq/bookings">Bookings</a>
        </nav>
      }
    >
      <h1>Pricing</h1>
    </TwoColumnLayout>,
  );
}

describe("TwoColumnLayout", () => {
  it("renders the aside and the main content", () => {
    renderLayout();
    expect(
      screen.getByRole("navigation", { name: "FAQ sections" }),
    ).toContainElement(screen.getByRole("link", { name: "Bookings" }));
    expect(
      screen.getByRole("heading", { name: "Pricing" }),
    ).toBeInTheDocument();
  });

  it("puts the aside first, so it comes first when the columns stack", () => {
    renderLayout();
    const aside = screen.getByRole("navigation", { name: "FAQ sections" });
    const main = screen.getByRole("heading", { name: "Pricing" });
    expect(
      aside.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("adds no landmarks of its own; the caller chooses them", () => {
    renderLayout();
    expect(screen.getAllByRole("navigation")).toHaveLength(1);
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(screen.queryByRole("main")).toBeNull();
  });

  it("keeps the aside and the content in separate columns", () => {
    renderLayout();
    const aside = screen.getByRole("navigation", { name: "FAQ sections" });
    const main = screen.getByRole("heading", { name: "Pricing" });
    expect(aside.parentElement).not.toBe(main.parentElement);
    expect(aside.parentElement?.parentElement).toBe(
      main.parentElement?.parentElement,
    );
  });
});
