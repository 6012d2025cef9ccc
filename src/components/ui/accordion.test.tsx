import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion, nextOpenId } from "./accordion";

const items = [
  { id: "refunds", title: "Can I get a refund?", content: "Within 24 hours." },
  { id: "bags", title: "Are bags included?", content: <p>One carry-on.</p> },
];

const header = (name: string) => screen.getByRole("button", { name });
// Closed panels carry `hidden`, so they are absent from the role tree.
const panel = (name: string) => screen.queryByRole("region", { name });

describe("nextOpenId", () => {
  it("opens the clicked item", () => {
    expect(nextOpenId(null, "a")).toBe("a");
    expect(nextOpenId("a", "b")).toBe("b");
  });

  it("closes the item when it is already open", () => {
    expect(nextOpenId("a", "a")).toBeNull();
  });
});

describe("Accordion", () => {
  it("puts each header button inside a heading of the chosen level", () => {
    render(<Accordion items={items} headingLevel={2} />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      "Can I get a refund?",
      "Are bags included?",
    ]);
    expect(headings[0]).toContainElement(header("Can I get a refund?"));
  });

  it("uses level 3 headings by default", () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });

  it("starts closed, with panels hidden", () => {
    render(<Accordion items={items} />);
    expect(header("Can I get a refund?")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(panel("Can I get a refund?")).toBeNull();
    expect(screen.getByText("Within 24 hours.")).not.toBeVisible();
  });

  it("opens defaultOpenId, with a region labelled by its header", () => {
    render(<Accordion items={items} defaultOpenId="bags" />);
    const button = header("Are bags included?");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const region = panel("Are bags included?");
    expect(region).toHaveTextContent("One carry-on.");
    expect(button).toHaveAttribute("aria-controls", region?.id);
  });

  it("keeps one item open at a time and closes the open one on click", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(header("Can I get a refund?"));
    expect(panel("Can I get a refund?")).toHaveTextContent("Within 24 hours.");

    await user.click(header("Are bags included?"));
    expect(panel("Are bags included?")).toBeVisible();
    expect(panel("Can I get a refund?")).toBeNull();
    expect(header("Can I get a refund?")).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await user.click(header("Are bags included?"));
    expect(panel("Are bags included?")).toBeNull();
  });

  it("toggles from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(header("Can I get a refund?")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(panel("Can I get a refund?")).toBeVisible();
  });

  it("keeps ids unique when two accordions share item ids", () => {
    render(
      <>
        <Accordion items={items} defaultOpenId="bags" />
        <Accordion items={items} defaultOpenId="bags" />
      </>,
    );
    const ids = screen.getAllByRole("region").map((region) => region.id);
    expect(new Set(ids).size).toBe(2);
  });
});
