import { observeFirstOffer } from "./first-offer-page";

const FIRST_OFFER = {
  app: "first-offer",
  early: "early-offer",
  painted: "bench: the app's first offer painted",
};

type Observed = (list: { getEntries: () => unknown[] }) => void;
let observed: Observed | undefined;

beforeEach(() => {
  observed = undefined;
  delete window.benchFirstOffer;
  delete window.benchAppOffer;
  global.PerformanceObserver = jest.fn((callback: Observed) => {
    observed = callback;
    return { observe: jest.fn() };
  }) as unknown as typeof PerformanceObserver;
});

const paint = (identifier: string, renderTime: number) =>
  observed!({ getEntries: () => [{ identifier, renderTime, loadTime: 0 }] });

test("says once on the console when the app's first offer has painted, and keeps the earliest offer's time", () => {
  const debug = jest.spyOn(console, "debug").mockImplementation(() => {});
  observeFirstOffer(FIRST_OFFER);

  paint("early-offer", 500);
  paint("a-heading", 400);
  expect(debug).not.toHaveBeenCalled();
  expect(window.benchFirstOffer).toBe(500);

  paint("first-offer", 900);
  paint("first-offer", 950);
  expect(debug).toHaveBeenCalledTimes(1);
  expect(debug).toHaveBeenCalledWith(FIRST_OFFER.painted);
  expect(window.benchFirstOffer).toBe(500);
  expect(window.benchAppOffer).toBe(900);
  debug.mockRestore();
});
