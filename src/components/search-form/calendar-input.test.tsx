import { startTransition } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { CalendarInput } from "./calendar-input";

// React's own startTransition, with a record of what ran inside it.
let inTransition = false;
jest.mock("react", () => {
  const actual = jest.requireActual("react");
  return {
    ...actual,
    startTransition: jest.fn((callback: () => void) =>
      actual.startTransition(() => {
        inTransition = true;
        try {
          callback();
        } finally {
          inTransition = false;
        }
      }),
    ),
  };
});

describe("CalendarInput", () => {
  beforeEach(() => jest.mocked(startTransition).mockClear());

  it("runs react-datepicker's focus and click handlers in a transition", () => {
    const seen: string[] = [];
    render(
      <CalendarInput
        aria-label="Depart"
        onClick={() => seen.push(`click in transition: ${inTransition}`)}
        onFocus={() => seen.push(`focus in transition: ${inTransition}`)}
      />,
    );
    const input = screen.getByLabelText("Depart");
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(seen).toEqual([
      "focus in transition: true",
      "click in transition: true",
    ]);
  });

  it("keeps keys and typing immediate, and asks phones for no keyboard", () => {
    const seen: string[] = [];
    render(
      <CalendarInput
        aria-label="Depart"
        value=""
        onKeyDown={() => seen.push(`key in transition: ${inTransition}`)}
        onChange={() => seen.push(`change in transition: ${inTransition}`)}
      />,
    );
    const input = screen.getByLabelText("Depart");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.change(input, { target: { value: "12/17" } });
    expect(seen).toEqual([
      "key in transition: false",
      "change in transition: false",
    ]);
    expect(startTransition).not.toHaveBeenCalled();
    expect(input).toHaveAttribute("inputmode", "none");
  });
});
