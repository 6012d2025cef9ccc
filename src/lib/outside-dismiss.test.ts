import { createEvent, fireEvent, screen } from "@testing-library/react";
import {
  CLICK_SUPPRESS_MS,
  TAP_TOLERANCE_PX,
  createOutsideDismiss,
} from "./outside-dismiss";

let clock = 0;
const now = () => clock;
const disposers: (() => void)[] = [];

function setup() {
  document.body.innerHTML = `
    <div role="dialog" aria-label="Popover"><button>inside</button></div>
    <button>beneath</button>`;
  const container = screen.getByRole("dialog", { name: "Popover" });
  const onDismiss = jest.fn();
  const onBeneathClick = jest.fn();
  const beneath = screen.getByRole("button", { name: "beneath" });
  beneath.addEventListener("click", onBeneathClick);
  const dispose = createOutsideDismiss({ container, onDismiss, now });
  disposers.push(dispose);
  return {
    inside: screen.getByRole("button", { name: "inside" }),
    beneath,
    onDismiss,
    onBeneathClick,
    dispose,
  };
}

const touch = (target: Element, start: number, end: number) => {
  fireEvent.touchStart(target, { touches: [{ clientX: 0, clientY: start }] });
  fireEvent.touchEnd(target, {
    changedTouches: [{ clientX: 0, clientY: end }],
  });
};

beforeEach(() => {
  clock = 1_000;
});
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

test("exports the SPEC §9 limits", () => {
  expect(CLICK_SUPPRESS_MS).toBe(300);
  expect(TAP_TOLERANCE_PX).toBe(20);
});

test("a click inside the container is ignored and reaches its target", () => {
  const s = setup();
  const onInsideClick = jest.fn();
  s.inside.addEventListener("click", onInsideClick);
  fireEvent.click(s.inside);
  expect(s.onDismiss).not.toHaveBeenCalled();
  expect(onInsideClick).toHaveBeenCalledTimes(1);
});

test("a click outside dismisses without activating what lies beneath", () => {
  const s = setup();
  fireEvent.click(s.beneath);
  expect(s.onDismiss).toHaveBeenCalledWith("outside");
  expect(s.onBeneathClick).not.toHaveBeenCalled();
});

test("Escape dismisses", () => {
  const s = setup();
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(s.onDismiss).toHaveBeenCalledWith("escape");
  fireEvent.keyDown(document.body, { key: "Enter" });
  expect(s.onDismiss).toHaveBeenCalledTimes(1);
});

test("an outside touch that moves 10 px is a tap and dismisses", () => {
  const s = setup();
  touch(s.beneath, 100, 110);
  expect(s.onDismiss).toHaveBeenCalledWith("outside");
});

test("an outside touch that moves 30 px is a scroll and does not dismiss", () => {
  const s = setup();
  touch(s.beneath, 100, 130);
  expect(s.onDismiss).not.toHaveBeenCalled();
});

test("a tap inside does not dismiss", () => {
  const s = setup();
  touch(s.inside, 100, 100);
  expect(s.onDismiss).not.toHaveBeenCalled();
});

describe.each([
  ["click", (el: Element) => fireEvent.click(el)],
  ["tap", (el: Element) => touch(el, 100, 105)],
])("after an auto-close by %s", (_name, close) => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // The popover disposes as soon as it closes; suppression must outlive that.
  const closeAndDispose = () => {
    const s = setup();
    close(s.beneath);
    expect(s.onDismiss).toHaveBeenCalledTimes(1);
    s.dispose();
    return s;
  };

  test("a click 100 ms later on an outside button is swallowed", () => {
    const s = closeAndDispose();
    clock += 100;
    jest.advanceTimersByTime(100);
    const click = createEvent.click(s.beneath);
    fireEvent(s.beneath, click);
    expect(s.onBeneathClick).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
  });

  test("a click 400 ms later reaches its target", () => {
    const s = closeAndDispose();
    clock += 400;
    jest.advanceTimersByTime(400);
    fireEvent.click(s.beneath);
    expect(s.onBeneathClick).toHaveBeenCalledTimes(1);
    expect(s.onDismiss).toHaveBeenCalledTimes(1);
  });

  test("the swallowing ends with the injected clock, not only the timer", () => {
    const s = closeAndDispose();
    clock += 400;
    fireEvent.click(s.beneath);
    expect(s.onBeneathClick).toHaveBeenCalledTimes(1);
  });
});

test("after dispose nothing dismisses", () => {
  const s = setup();
  s.dispose();
  fireEvent.click(s.beneath);
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(s.onDismiss).not.toHaveBeenCalled();
  expect(s.onBeneathClick).toHaveBeenCalledTimes(1);
});

test.each([null, undefined])("throws without a container (%p)", (container) => {
  expect(() =>
    createOutsideDismiss({ container, onDismiss: jest.fn() }),
  ).toThrow(new Error("No container for popover"));
});
