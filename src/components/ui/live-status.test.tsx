import { render, screen } from "@testing-library/react";
import { LiveStatus } from "./live-status";

describe("LiveStatus", () => {
  it("enters the page empty, then says its text in a later task", async () => {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((seen) => records.push(...seen));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<LiveStatus>20 flights</LiveStatus>);
    const region = screen.getByRole("status");
    // Still empty once React has mounted it and run its effects.
    expect(region).toBeEmptyDOMElement();
    expect(await screen.findByText("20 flights")).toBe(region);
    records.push(...observer.takeRecords());
    observer.disconnect();
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

  it("says a new text in the same region", async () => {
    const { rerender } = render(<LiveStatus>20 flights</LiveStatus>);
    const region = await screen.findByText("20 flights");
    rerender(<LiveStatus>8 flights</LiveStatus>);
    expect(screen.getByRole("status")).toBe(region);
    expect(region).toHaveTextContent("8 flights");
  });
});
