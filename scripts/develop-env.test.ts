/** @jest-environment node */
import { developApiOrigin, developPorts } from "../gatsby/develop-ports";
import { apiEnv, gatsbyEnv } from "./develop-env";

const ports = { site: 8000, api: 8001 };

describe("apiEnv", () => {
  it("listens on loopback at the API port but lives at Gatsby's address", () => {
    expect(apiEnv({ PATH: "/bin" }, ports)).toEqual({
      PATH: "/bin",
      PORT: "8001",
      HOST: "127.0.0.1",
      PUBLIC_URL: "http://localhost:8000",
    });
  });

  it("leaves the operator's addresses and database folder alone", () => {
    const own = {
      PUBLIC_URL: "http://dev.example.test:8000",
      SITE_ORIGINS: "http://dev.example.test:8000,http://localhost:8000",
      DATA_DIR: "/tmp/northfare-dev",
    };
    expect(apiEnv(own, ports)).toMatchObject(own);
  });

  it("uses the embedded database of `npm start` unless told otherwise", () => {
    expect(apiEnv({}, ports)).not.toHaveProperty("DATA_DIR");
  });
});

describe("gatsbyEnv", () => {
  it("gives Gatsby its port and the API's, with telemetry off", () => {
    expect(gatsbyEnv({ PATH: "/bin" }, ports)).toEqual({
      PATH: "/bin",
      PORT: "8000",
      API_PORT: "8001",
      GATSBY_TELEMETRY_DISABLED: "1",
    });
  });
});

describe("the two environments together", () => {
  it.each([{}, { PORT: "9100" }, { PORT: "9100", API_PORT: "4000" }])(
    "point the dev server's proxy at the port the API listens on (%j)",
    (operator) => {
      const chosen = developPorts(operator);
      // What gatsby-config.ts reads inside `gatsby develop`:
      const proxyTarget = new URL(
        developApiOrigin(developPorts(gatsbyEnv(operator, chosen))),
      );
      const api = apiEnv(operator, chosen);
      expect(proxyTarget.port).toBe(api.PORT);
      expect(proxyTarget.hostname).toBe(api.HOST);
      expect(api.PUBLIC_URL).toBe(`http://localhost:${chosen.site}`);
    },
  );
});
