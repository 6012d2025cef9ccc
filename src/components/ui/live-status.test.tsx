import { render, screen } from "@testing-library/react";
import { LiveStatus } from "./live-status";

describe("LiveStatus", () => {
  it("enters the page empty, then says its text", () => {
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { childList: true, subtree: true });
    render(<LiveStatus>20 flights</LiveStatus>);
    const records = observer.takeRecords();
    observer.disconnect();
    const region = screen.getByRole("status");
    expect(region).toHaveTextContent("20 flights");
    // Its text was added to the region once the region was in the page, not
    // inserted with it.
    const textAdded = records.some(
      (record) =>
        record.target === region &&
        [...record.addedNodes].some(
          (node) => node.textContent === "20 flights",
        ),
    );
    expect(textAdded).toBe(true);
  });

  it("says a new text in the same region", () => {
    const { rerender } = render(<LiveStatus>20 flights</LiveStatus>);
    const region = screen.getByRole("status");
    rerender(<LiveStatus>8 flights</LiveStatus>);
    expect(screen.getByRole("status")).toBe(region);
    expect(region).toHaveTextContent("8 flights");
  });
});
