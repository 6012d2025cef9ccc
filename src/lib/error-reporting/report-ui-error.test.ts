import { reportUiError, setUiErrorCapture } from "./report-ui-error";

describe("reportUiError", () => {
  let logged: jest.SpyInstance;
  let warned: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, "error").mockImplementation(() => {});
    warned = jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    setUiErrorCapture(undefined);
    jest.restoreAllMocks();
  });

  it("logs the error, and sends nothing while no reporter runs", () => {
    const error = new Error("render failed");
    reportUiError(error);
    expect(logged).toHaveBeenCalledWith(error);
  });

  it("hands the error to the reporter once it runs, and not after it stops", () => {
    const capture = jest.fn();
    setUiErrorCapture(capture);
    const first = new Error("first");
    reportUiError(first);
    setUiErrorCapture(undefined);
    reportUiError(new Error("second"));
    expect(capture.mock.calls).toEqual([[first]]);
  });

  it("logs and ignores a reporter that throws", () => {
    setUiErrorCapture(() => {
      throw new Error("ingest down");
    });
    expect(() => reportUiError(new Error("render failed"))).not.toThrow();
    expect(warned).toHaveBeenCalledWith(
      "Error reporting failed",
      expect.any(Error),
    );
  });
});
