import {
  ALL_ACCEPTED,
  ALL_REFUSED,
  CONSENT_KEY,
  POLICY_VERSION,
  forgetConsentForTests,
  hasConsent,
  parseConsent,
  readConsent,
  saveConsent,
  subscribeConsent,
} from "./consent";

beforeEach(() => {
  window.localStorage.clear();
  forgetConsentForTests();
});

const stored = (value: object) =>
  window.localStorage.setItem(CONSENT_KEY, JSON.stringify(value));

describe("consent", () => {
  it("asks on a first visit: no choice, no purpose allowed", () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent("measurement")).toBe(false);
  });

  it("stores the choice with its date and the policy version", () => {
    const now = new Date("2025-03-04T05:06:07.000Z");
    saveConsent({ ...ALL_REFUSED, heatmap: true }, now);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({
      version: POLICY_VERSION,
      date: "2025-03-04T05:06:07.000Z",
      choices: { measurement: false, heatmap: true, advertising: false },
    });
    forgetConsentForTests();
    expect(hasConsent("heatmap")).toBe(true);
    expect(hasConsent("measurement")).toBe(false);
    expect(hasConsent("advertising")).toBe(false);
  });

  it("asks again when the policy version changed", () => {
    stored({
      version: POLICY_VERSION - 1,
      date: "2024-01-01T00:00:00.000Z",
      choices: ALL_ACCEPTED,
    });
    expect(readConsent()).toBeNull();
    expect(hasConsent("measurement")).toBe(false);
  });

  it("treats a damaged record as no choice", () => {
    expect(parseConsent("{not json")).toBeNull();
    expect(parseConsent("null")).toBeNull();
    expect(
      parseConsent(
        JSON.stringify({
          version: POLICY_VERSION,
          date: "2025-01-01",
          choices: { measurement: "yes" },
        }),
      ),
    ).toBeNull();
  });

  it("keeps only the known purposes of a stored record", () => {
    const record = parseConsent(
      JSON.stringify({
        version: POLICY_VERSION,
        date: "2025-01-01T00:00:00.000Z",
        choices: { ...ALL_ACCEPTED, somethingElse: true },
      }),
    );
    expect(record?.choices).toEqual(ALL_ACCEPTED);
  });

  it("holds the choice for the visit when storage is unavailable", () => {
    const setItem = jest
      .spyOn(Storage.prototype, "setItem")
      .mockImplementation(() => {
        throw new DOMException("QuotaExceededError");
      });
    const getItem = jest
      .spyOn(Storage.prototype, "getItem")
      .mockImplementation(() => {
        throw new DOMException("SecurityError");
      });
    expect(readConsent()).toBeNull();
    expect(() => saveConsent(ALL_ACCEPTED)).not.toThrow();
    expect(hasConsent("advertising")).toBe(true);
    setItem.mockRestore();
    getItem.mockRestore();
  });

  it("tells subscribers of each new choice until they unsubscribe", () => {
    const seen: (boolean | undefined)[] = [];
    const stop = subscribeConsent((record) =>
      seen.push(record?.choices.measurement),
    );
    saveConsent(ALL_ACCEPTED);
    stop();
    saveConsent(ALL_REFUSED);
    expect(seen).toEqual([true]);
  });
});
