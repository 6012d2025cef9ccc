import { isSessionId } from "./session-id";

describe("isSessionId", () => {
  it("accepts a UUID, as the API makes one, in either case", () => {
    expect(isSessionId("1b4e28ba-2fa1-4d2e-883f-0016d3cca427")).toBe(true);
    expect(isSessionId("1B4E28BA-2FA1-4D2E-883F-0016D3CCA427")).toBe(true);
  });

  it.each([
    "",
    "mock-1-YYZ-YVR",
    "1b4e28ba2fa14d2e883f0016d3cca427",
    "1b4e28ba-2fa1-4d2e-883f-0016d3cca427x",
    "'; drop table search_sessions; --",
  ])("refuses %j", (id) => {
    expect(isSessionId(id)).toBe(false);
  });
});
