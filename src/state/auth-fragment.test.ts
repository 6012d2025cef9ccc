import {
  acceptedToken,
  loginErrorKey,
  readSignInFragment,
} from "./auth-fragment";

describe("readSignInFragment", () => {
  it("reads the token and the tab's nonce", () => {
    expect(readSignInFragment("#authToken=abc-123&tab_nonce=n1")).toEqual({
      token: "abc-123",
      error: null,
      tabNonce: "n1",
    });
  });

  it("reads a sign-in error", () => {
    expect(readSignInFragment("#login_error=cancelled")).toEqual({
      token: null,
      error: "cancelled",
      tabNonce: null,
    });
  });

  it("treats an empty token as none", () => {
    expect(readSignInFragment("#authToken=")).toEqual({
      token: null,
      error: null,
      tabNonce: null,
    });
  });

  it("ignores other fragments", () => {
    expect(readSignInFragment("#how-it-works")).toBeNull();
    expect(readSignInFragment("")).toBeNull();
  });
});

describe("acceptedToken", () => {
  const returned = { token: "t", error: null, tabNonce: "n1" };

  it("takes the token this tab's sign-in returned", () => {
    expect(acceptedToken(returned, "n1")).toBe("t");
  });

  it("drops a token this tab did not ask for", () => {
    expect(acceptedToken(returned, null)).toBeNull();
    expect(acceptedToken(returned, "n2")).toBeNull();
    expect(acceptedToken({ ...returned, tabNonce: null }, "n1")).toBeNull();
    expect(acceptedToken({ ...returned, tabNonce: null }, null)).toBeNull();
  });
});

describe("loginErrorKey", () => {
  it("says a cancelled sign-in was cancelled, anything else failed", () => {
    expect(loginErrorKey("cancelled")).toBe("account.loginCancelled");
    expect(loginErrorKey("failed")).toBe("account.loginFailed");
    expect(loginErrorKey("expired")).toBe("account.loginFailed");
  });
});
