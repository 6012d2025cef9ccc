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

  function renderInput() {
    const seen: string[] = [];
    const record = (what: string) => () =>
      seen.push(`${what} in transition: ${inTransition}`);
    render(
      <CalendarInput
        aria-label="Depart"
        value=""
        onFocus={record("focus")}
        onBlur={record("blur")}
        onClick={record("click")}
        onKeyDown={record("key")}
        onChange={record("change")}
      />,
    );
    return { input: screen.getByLabelText("Depart"), seen };
  }

  it("opens from a tap or a click in a transition", () => {
    const { input, seen } = renderInput();
    fireEvent.pointerDown(input);
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(seen).toEqual([
      "focus in transition: true",
      "click in transition: true",
    ]);
  });

  it("keeps focus from the keyboard or the form, keys and typing immediate", () => {
    const { input, seen } = renderInput();
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.change(input, { target: { value: "12/17" } });
    expect(seen).toEqual([
      "focus in transition: false",
      "key in transition: false",
      "change in transition: false",
    ]);
    expect(startTransition).not.toHaveBeenCalled();
  });

  it("forgets a press once its click has come: a later focus is immediate", () => {
    const { input, seen } = renderInput();
    fireEvent.pointerDown(input);
    fireEvent.click(input);
    fireEvent.focus(input);
    expect(seen).toEqual([
      "click in transition: true",
      "focus in transition: false",
    ]);
  });

  it("forgets a press dragged away once the field is left", () => {
    const { input, seen } = renderInput();
    fireEvent.focus(input);
    fireEvent.pointerDown(input);
    fireEvent.blur(input);
    fireEvent.focus(input);
    expect(seen).toEqual([
      "focus in transition: false",
      "blur in transition: false",
      "focus in transition: false",
    ]);
  });

  it("asks phones for no keyboard over the calendar", () => {
    expect(renderInput().input).toHaveAttribute("inputmode", "none");
  });
});
