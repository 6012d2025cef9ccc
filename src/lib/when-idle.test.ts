import { whenIdle } from "./when-idle";

describe("whenIdle", () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it("asks for an idle callback with the deadline, and cancels it", () => {
    window.requestIdleCallback = jest.fn(() => 7);
    window.cancelIdleCallback = jest.fn();
    const run = jest.fn();
    const cancel = whenIdle(run, 1_500);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(run, {
      timeout: 1_500,
    });
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("runs on a timer where idle callbacks are missing, and can be cancelled", () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run, 1_000);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, 1_000)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
