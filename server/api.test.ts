import { serveFakeBuild } from "./testing/fake-app";

const app = serveFakeBuild();

describe("/api", () => {
  it("GET /api/health answers ok", async () => {
    const response = await app().inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
    expect(response.json()).toEqual({ data: { status: "ok" } });
  });

  it.each([
    ["GET", "/api/unknown"],
    ["GET", "/api/unknown/abc"],
    ["GET", "/api"],
    ["GET", "/api/"],
    ["POST", "/api/unknown"],
    ["DELETE", "/api/health"],
  ] as const)("%s %s answers 404 JSON", async (method, url) => {
    const response = await app().inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("answers a malformed JSON body with 400 and a message, no stack", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/api/unknown",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string }>();
    expect(Object.keys(body)).toEqual(["message"]);
    expect(body.message).toMatch(/JSON/);
  });
});
