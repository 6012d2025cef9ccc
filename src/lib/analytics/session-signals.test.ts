import {
  IDLE_EVENT,
  IDLE_TIMEOUT_MS,
  startSessionSignals,
  VISIBILITY_EVENT,
} from "./session-signals";
import { onAnalyticsEvent } from "./track-event";

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => state,
  });
  document.dispatchEvent(new Event("visibilitychange"));
};

let events: [string, unknown][];
let stop: () => void;
let unplug: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  events = [];
  unplug = onAnalyticsEvent((name, params) => events.push([name, params]));
  stop = startSessionSignals(document);
});

afterEach(() => {
  stop();
  unplug();
  jest.useRealTimers();
});

it("reports idle once after 20 seconds without activity", () => {
  jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
  expect(events).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(events).toEqual([[IDLE_EVENT, { idle_ms: 20_000 }]]);
  jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 3);
  expect(events).toHaveLength(1);
});

it("restarts the timer on activity", () => {
  jest.advanceTimersByTime(15_000);
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
  jest.advanceTimersByTime(15_000);
  expect(events).toEqual([]);
  jest.advanceTimersByTime(5_000);
  expect(events.map(([name]) => name)).toEqual([IDLE_EVENT]);
});

it("reports tab visibility changes and pauses idle while hidden", () => {
  setVisibility("hidden");
  jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
  setVisibility("visible");
  expect(events).toEqual([
    [VISIBILITY_EVENT, { state: "hidden" }],
    [VISIBILITY_EVENT, { state: "visible" }],
  ]);
  jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
  expect(events.at(-1)?.[0]).toBe(IDLE_EVENT);
});

it("stops reporting once stopped", () => {
  stop();
  setVisibility("hidden");
  jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
  expect(events).toEqual([]);
});
