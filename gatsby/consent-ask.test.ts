import { CONSENT_KEY, POLICY_VERSION } from "../domain/consent/consent-record";
import { CONSENT_ASK_SCRIPT } from "./consent-ask";

const asks = () => document.documentElement.hasAttribute("data-consent-ask");

function runWithStored(value: string | null) {
  localStorage.clear();
  if (value !== null) localStorage.setItem(CONSENT_KEY, value);
  document.documentElement.removeAttribute("data-consent-ask");
  // The script's own text, run as the page's head runs it.
  // eslint-disable-next-line no-new-func
  new Function(CONSENT_ASK_SCRIPT)();
}

const record = (version: number) =>
  JSON.stringify({
    version,
    date: "2026-11-25T10:00:00.000Z",
    choices: { measurement: true, heatmap: false, advertising: false },
  });

describe("the head script that shows the built consent banner", () => {
  it("leaves it hidden when a choice of this policy version is stored", () => {
    runWithStored(record(POLICY_VERSION));
    expect(asks()).toBe(false);
  });

  it.each([
    ["nothing stored", null],
    ["a choice of an older policy", record(POLICY_VERSION - 1)],
    ["damaged text", "{not json"],
    ["null", "null"],
  ])("shows it with %s", (_, value) => {
    runWithStored(value);
    expect(asks()).toBe(true);
  });

  it("shows it, without throwing, when storage cannot be read", () => {
    const getItem = jest
      .spyOn(Storage.prototype, "getItem")
      .mockImplementation(() => {
        throw new DOMException("denied", "SecurityError");
      });
    expect(() => runWithStored(null)).not.toThrow();
    expect(asks()).toBe(true);
    getItem.mockRestore();
  });
});
