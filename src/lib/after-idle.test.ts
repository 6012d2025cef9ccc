import { afterIdle, IDLE_DEADLINE_MS } from "./after-idle";

afterEach(() => {
  // @ts-expect-error jsdom has none; a test sets its own.
  delete window.requestIdleCallback;
});

test("resolves with the value once the browser calls back idle, asking for the deadline", async () => {
  let idle: IdleRequestCallback | undefined;
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idle = callback;
    return 1;
  });
  let resolved: string | undefined;
  void afterIdle("config").then((value) => (resolved = value));
  await Promise.resolve();
  expect(resolved).toBeUndefined();
  expect(window.requestIdleCallback).toHaveBeenCalledWith(
    expect.any(Function),
    {
      timeout: IDLE_DEADLINE_MS,
    },
  );

  idle!({ didTimeout: false, timeRemaining: () => 0 });
  await Promise.resolve();
  expect(resolved).toBe("config");
});

test("without requestIdleCallback, resolves after a timer", async () => {
  jest.useFakeTimers();
  let resolved = false;
  void afterIdle().then(() => (resolved = true));
  await Promise.resolve();
  expect(resolved).toBe(false);
  jest.runAllTimers();
  await Promise.resolve();
  expect(resolved).toBe(true);
  jest.useRealTimers();
});
