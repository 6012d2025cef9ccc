/** @jest-environment node */
import { developApiOrigin, developPorts } from "./develop-ports";

describe("developPorts", () => {
  it("puts Gatsby on 8000 and the API on the next port by default", () => {
    expect(developPorts({})).toEqual({ site: 8000, api: 8001 });
  });

  it("keeps the API next to a PORT the developer chose", () => {
    expect(developPorts({ PORT: "9000" })).toEqual({ site: 9000, api: 9001 });
  });

  it("takes API_PORT when it is set", () => {
    expect(developPorts({ PORT: "9000", API_PORT: "3001" })).toEqual({
      site: 9000,
      api: 3001,
    });
  });

  it("names the variable that is not a usable port", () => {
    expect(() => developPorts({ PORT: "eighty" })).toThrow(/^PORT must be/);
    expect(() => developPorts({ API_PORT: "0" })).toThrow(/^API_PORT must be/);
    expect(() => developPorts({ PORT: "8000", API_PORT: "8000" })).toThrow(
      "API_PORT (8000) must differ from PORT (8000)",
    );
  });
});

describe("developApiOrigin", () => {
  it("is the API's loopback address", () => {
    expect(developApiOrigin({ site: 8000, api: 8001 })).toBe(
      "http://127.0.0.1:8001",
    );
  });
});
