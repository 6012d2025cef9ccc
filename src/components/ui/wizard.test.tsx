import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Wizard, clampStep, useWizard } from "./wizard";

describe("clampStep", () => {
  it("keeps the step within range", () => {
    expect(clampStep(-1, 4)).toBe(0);
    expect(clampStep(2, 4)).toBe(2);
    expect(clampStep(9, 4)).toBe(3);
    expect(clampStep(1, 0)).toBe(0);
  });
});

describe("useWizard", () => {
  it("starts at the initial step, clamped", () => {
    expect(renderHook(() => useWizard(4)).result.current.step).toBe(0);
    expect(renderHook(() => useWizard(4, 2)).result.current.step).toBe(2);
    expect(renderHook(() => useWizard(4, 7)).result.current.step).toBe(3);
  });

  it("moves forward and back without leaving the range", () => {
    const { result } = renderHook(() => useWizard(3));
    expect(result.current).toMatchObject({ isFirst: true, isLast: false });
    act(() => result.current.back());
    expect(result.current.step).toBe(0);

    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({
      step: 2,
      isFirst: false,
      isLast: true,
    });
    act(() => result.current.next());
    expect(result.current.step).toBe(2);

    act(() => result.current.back());
    expect(result.current.step).toBe(1);
  });

  it("goes to a step, clamped, and resets to the initial step", () => {
    const { result } = renderHook(() => useWizard(4, 1));
    act(() => result.current.goTo(3));
    expect(result.current.step).toBe(3);
    act(() => result.current.goTo(10));
    expect(result.current.step).toBe(3);
    act(() => result.current.goTo(-5));
    expect(result.current.step).toBe(0);
    act(() => result.current.reset());
    expect(result.current.step).toBe(1);
  });

  it("stays in range when the step count shrinks", () => {
    const { result, rerender } = renderHook(({ count }) => useWizard(count), {
      initialProps: { count: 4 },
    });
    act(() => result.current.goTo(3));
    rerender({ count: 2 });
    expect(result.current).toMatchObject({ step: 1, isLast: true });
    act(() => result.current.back());
    expect(result.current.step).toBe(0);
  });
});

describe("Wizard", () => {
  it("renders only the child at the current step", () => {
    render(
      <Wizard step={1}>
        <h2>Manage account</h2>
        <h2>Edit name</h2>
        <h2>Delete account</h2>
      </Wizard>,
    );
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(
      screen.getByRole("heading", { name: "Edit name" }),
    ).toBeInTheDocument();
  });

  it("keeps indexes when a step is conditionally left out", () => {
    const showFirst = false;
    render(
      <Wizard step={1}>
        {showFirst && <h2>First</h2>}
        <h2>Second</h2>
      </Wizard>,
    );
    expect(screen.getByRole("heading", { name: "Second" })).toBeInTheDocument();
  });

  it("follows useWizard through the steps", async () => {
    const user = userEvent.setup();
    function Flow() {
      const { step, next, back, isFirst, isLast } = useWizard(2);
      return (
        <>
          <Wizard step={step}>
            <h2>Manage account</h2>
            <h2>Edit name</h2>
          </Wizard>
          <button onClick={back} disabled={isFirst}>
            Back
          </button>
          <button onClick={next} disabled={isLast}>
            Next
          </button>
        </>
      );
    }
    render(<Flow />);
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(
      screen.getByRole("heading", { name: "Edit name" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Manage account" }),
    ).toBeNull();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(
      screen.getByRole("heading", { name: "Manage account" }),
    ).toBeInTheDocument();
  });
});
