import { hotjarSessionId } from "./hotjar-session";

const session = encodeURIComponent(
  JSON.stringify({ id: "5d2c0b9e-1f0a-4c1e-9f44-3b1f2a7c9d10", c: 1, s: 0 }),
);

describe("hotjarSessionId", () => {
  it("reads the id from Hotjar's session cookie among others", () => {
    expect(
      hotjarSessionId(`language=fr; _hjSession_3456789=${session}; other=1`),
    ).toBe("5d2c0b9e-1f0a-4c1e-9f44-3b1f2a7c9d10");
  });

  it("is empty without the cookie, or with a damaged one", () => {
    expect(hotjarSessionId("")).toBe("");
    expect(hotjarSessionId("_hjSessionUser_1=abc")).toBe("");
    expect(hotjarSessionId("_hjSession_1=%7Bnot-json")).toBe("");
    expect(hotjarSessionId("_hjSession_1=%7B%22id%22%3A5%7D")).toBe("");
  });
});
