/** @jest-environment node */
import { breakdownOf, type ResourceEntry } from "./first-offer-breakdown";

const at = "http://127.0.0.1:8000";

/** An entry sent at `start`, its answer starting and ending later. */
const entry = (
  path: string,
  start: number,
  { initiatorType = "fetch", wait = 5, end = start + 20 } = {},
): ResourceEntry => ({
  name: at + path,
  initiatorType,
  startTime: start,
  requestStart: start + 1,
  responseStart: start + 1 + wait,
  responseEnd: end,
});

const resources = [
  entry("/app-12ab.js", 300, { initiatorType: "link" }),
  entry("/page-data/search/page-data.json", 280),
  entry("/component---search-9f.js", 420, { initiatorType: "script" }),
  entry("/api/search-session", 900, { wait: 8, end: 930 }),
  entry("/api/search-session/6c1e", 940, { wait: 40, end: 990 }),
  entry("/api/search-session/6c1e", 1_400, { wait: 90, end: 1_500 }),
  entry("/api/airport", 1_100),
];

describe("breakdownOf", () => {
  it("reads a navigation's steps from its time origin", () => {
    const run = breakdownOf({
      painted: 1_620,
      appPainted: 1_900,
      domContentLoaded: 250,
      resources,
    });
    expect(run).toEqual({
      domContentLoaded: 250,
      firstScript: 300,
      postSent: 900,
      offersAnswered: 1_500,
      painted: 1_620,
      appPainted: 1_900,
      postServerWait: 8,
      answerServerWait: 90,
    });
  });

  it("takes the last session answer before the paint, not one after it", () => {
    const later = [...resources, entry("/api/search-session/6c1e", 1_700)];
    const run = breakdownOf({
      painted: 1_450,
      appPainted: 1_450,
      domContentLoaded: 250,
      resources: later,
    });
    expect(run.offersAnswered).toBe(990);
    expect(run.answerServerWait).toBe(40);
  });

  it("counts from a press: only what was requested after it, no DOMContentLoaded", () => {
    const run = breakdownOf(
      { painted: 1_620, appPainted: 1_620, domContentLoaded: 250, resources },
      350,
    );
    expect(run).toMatchObject({
      domContentLoaded: Number.NaN,
      firstScript: 70,
      postSent: 550,
      offersAnswered: 1_150,
      painted: 1_270,
      appPainted: 1_270,
    });
  });

  it("gives NaN for a step that did not happen", () => {
    const run = breakdownOf({
      painted: 500,
      appPainted: 500,
      domContentLoaded: 250,
      resources: [],
    });
    expect(run.firstScript).toBeNaN();
    expect(run.postSent).toBeNaN();
    expect(run.postServerWait).toBeNaN();
  });
});
