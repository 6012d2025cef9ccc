import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CLICK_SUPPRESS_MS,
  createOutsideDismiss,
} from "../../lib/outside-dismiss";
import { Popover } from "./popover";

// Wraps the real function, so one test can simulate a missing container ref.
jest.mock("../../lib/outside-dismiss", () => {
  const actual = jest.requireActual("../../lib/outside-dismiss");
  return {
    ...actual,
    createOutsideDismiss: jest.fn(actual.createOutsideDismiss),
  };
});
const realCreateOutsideDismiss = jest.requireActual<
  typeof import("../../lib/outside-dismiss")
>("../../lib/outside-dismiss").createOutsideDismiss;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Let a pending click suppression end before the next test clicks.
  act(() => jest.advanceTimersByTime(CLICK_SUPPRESS_MS));
  jest.useRealTimers();
});

const setupUser = () =>
  userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

const trigger = () => screen.getByRole("button", { name: "Points value" });

function renderPopover(props: Partial<Parameters<typeof Popover>[0]> = {}) {
  const onOutsideClick = jest.fn();
  render(
    <>
      <Popover label="Points value" {...props}>
        100 points equal one dollar. <a href="/points">Learn more</a>
      </Popover>
      <button onClick={onOutsideClick}>Search</button>
    </>,
  );
  return { onOutsideClick };
}

describe("Popover", () => {
  it("opens a non-modal dialog named after its trigger and moves focus in", async () => {
    const user = setupUser();
    renderPopover();
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(trigger());
    const dialog = screen.getByRole("dialog", { name: "Points value" });
    expect(dialog).toHaveTextContent("100 points equal one dollar.");
    expect(dialog).not.toHaveAttribute("aria-modal");
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    expect(trigger()).toHaveAttribute("aria-controls", dialog.id);
    expect(dialog).toHaveFocus();
  });

  it("closes when the trigger is clicked again", async () => {
    const user = setupUser();
    renderPopover();
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open on a click inside", async () => {
    const user = setupUser();
    renderPopover();
    await user.click(trigger());
    await user.click(screen.getByText(/100 points/));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes on an outside click without activating what was clicked", async () => {
    const user = setupUser();
    const { onOutsideClick } = renderPopover();
    await user.click(trigger());
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onOutsideClick).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(CLICK_SUPPRESS_MS));
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onOutsideClick).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const user = setupUser();
    renderPopover();
    await user.click(trigger());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it("as a tooltip, describes the trigger and keeps focus on it", async () => {
    const user = setupUser();
    renderPopover({ kind: "tooltip" });
    expect(trigger()).not.toHaveAttribute("aria-expanded");
    await user.click(trigger());
    expect(screen.getByRole("tooltip")).toHaveTextContent("100 points");
    expect(trigger()).toHaveAccessibleDescription(
      /100 points equal one dollar/,
    );
    expect(trigger()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it.each([
    [undefined, "bottom"],
    ["top", "top"],
  ] as const)("placement %p puts the panel %s", async (placement, where) => {
    const user = setupUser();
    renderPopover({ placement });
    await user.click(trigger());
    expect(screen.getByRole("dialog")).toHaveAttribute("data-placement", where);
  });

  it("logs 'No container for popover' instead of crashing when the container is missing", async () => {
    const user = setupUser();
    const consoleError = jest
      .spyOn(console, "error")
      .mockImplementation(() => {});
    jest
      .mocked(createOutsideDismiss)
      .mockImplementationOnce((options) =>
        realCreateOutsideDismiss({ ...options, container: null }),
      );
    renderPopover();
    await user.click(trigger());
    expect(consoleError).toHaveBeenCalledWith(
      new Error("No container for popover"),
    );
    expect(
      screen.getByRole("dialog", { name: "Points value" }),
    ).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
