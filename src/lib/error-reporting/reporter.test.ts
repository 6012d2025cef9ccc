import * as sentry from "@sentry/gatsby";
import { applyReportingConsent } from "./reporter";
import { reportUiError } from "./report-ui-error";

jest.mock("@sentry/gatsby", () => {
  const state: { enabled: boolean; replay?: { stop: jest.Mock } } = {
    enabled: false,
  };
  return {
    state,
    init: jest.fn(() => (state.enabled = true)),
    close: jest.fn(() => {
      state.enabled = false;
      return Promise.resolve(true);
    }),
    getClient: jest.fn(() =>
      state.enabled ? { getOptions: () => ({ enabled: true }) } : undefined,
    ),
    getReplay: jest.fn(() => state.replay),
    addIntegration: jest.fn(() => (state.replay = { stop: jest.fn() })),
    replayIntegration: jest.fn((options: object) => ({ options })),
    captureException: jest.fn(),
  };
});

const mocked = jest.mocked(sentry);
const DSN = "https://abc123@o1.ingest.sentry.io/42";

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
});

describe("applyReportingConsent", () => {
  it("starts the reporter with traces off, the SPEC's replay rates and the scrubber", () => {
    applyReportingConsent(DSN, { errors: true, replay: false });
    expect(mocked.init).toHaveBeenCalledTimes(1);
    const [options] = mocked.init.mock.calls[0] ?? [];
    expect(options).toMatchObject({
      dsn: DSN,
      sendDefaultPii: false,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
    });
    expect(options).not.toHaveProperty("tracesSampleRate");
    expect(typeof options?.beforeSend).toBe("function");
    expect(mocked.addIntegration).not.toHaveBeenCalled();
  });

  it("sends errors the page's boundaries catch, and stops on withdrawal", () => {
    applyReportingConsent(DSN, { errors: true, replay: false });
    const caught = new Error("render failed");
    reportUiError(caught);
    expect(mocked.captureException).toHaveBeenCalledWith(caught);

    applyReportingConsent(DSN, { errors: false, replay: false });
    expect(mocked.close).toHaveBeenCalled();
    mocked.captureException.mockClear();
    reportUiError(new Error("after withdrawal"));
    expect(mocked.captureException).not.toHaveBeenCalled();
  });

  it("adds replay with everything masked only with its own consent, and stops it when withdrawn", () => {
    applyReportingConsent(DSN, { errors: true, replay: true });
    expect(mocked.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
    expect(mocked.addIntegration).toHaveBeenCalledTimes(1);
    const replay = mocked.getReplay() as unknown as { stop: jest.Mock };
    applyReportingConsent(DSN, { errors: true, replay: false });
    expect(replay.stop).toHaveBeenCalled();
  });
});
