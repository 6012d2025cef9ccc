import { readSignInFragment } from "./auth-fragment";

describe("readSignInFragment", () => {
  it("reads the token", () => {
    expect(readSignInFragment("#authToken=abc-123")).toEqual({
      token: "abc-123",
      error: null,
    });
  });

  it("reads a sign-in error", () => {
    expect(readSignInFragment("#login_error=access_denied")).toEqual({
      token: null,
      error: "access_denied",
    });
  });

  it("treats an empty token as none", () => {
    expect(readSignInFragment("#authToken=")).toEqual({
      token: null,
      error: null,
    });
  });

  it("ignores other fragments", () => {
    expect(readSignInFragment("#how-it-works")).toBeNull();
    expect(readSignInFragment("")).toBeNull();
  });
});
