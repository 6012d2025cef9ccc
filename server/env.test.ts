import { readServerEnv } from "./env";

describe("readServerEnv", () => {
  it("defaults to port 8000 on all interfaces, without trusting proxies", () => {
    expect(readServerEnv({})).toEqual({
      PORT: 8000,
      HOST: "0.0.0.0",
      TRUST_PROXY: false,
      LOG_LEVEL: "info",
    });
  });

  it("reads PORT, HOST, TRUST_PROXY and LOG_LEVEL", () => {
    expect(
      readServerEnv({
        PORT: "3000",
        HOST: "127.0.0.1",
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
      }),
    ).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      TRUST_PROXY: true,
      LOG_LEVEL: "warn",
    });
    expect(readServerEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });

  it("names a bad variable", () => {
    expect(() => readServerEnv({ PORT: "eighty" })).toThrow(
      /^Invalid environment: PORT: /,
    );
    expect(() => readServerEnv({ TRUST_PROXY: "yes" })).toThrow(
      /^Invalid environment: TRUST_PROXY: /,
    );
  });
});
