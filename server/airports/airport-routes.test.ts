import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serveFakeBuild } from "../testing/fake-app";
import { TEST_SITE_ORIGIN } from "../testing/test-api";

const app = serveFakeBuild();

const airports = (payload: unknown, headers: Record<string, string> = {}) =>
  app().inject({
    method: "POST",
    url: "/api/airport",
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("POST /api/airport", () => {
  it("answers every airport for an empty text, by rank, with a strong ETag", async () => {
    const started = performance.now();
    const response = await airports({ text: "" });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThan(4_000);
    expect(data[0]).toEqual({
      iata: expect.stringMatching(/^[A-Z]{3}$/),
      city: expect.any(String),
      name: expect.any(String),
      country: expect.any(String),
      region_name: expect.any(String),
      category: "large",
      rank: 3,
    });
    expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    console.info(
      `POST /api/airport {text:""}: ${data.length} airports in ${elapsed.toFixed(0)} ms`,
    );
  });

  it("answers 304 to a client holding the same list", async () => {
    const first = await airports({ text: "" });
    const again = await airports(
      { text: "" },
      { "if-none-match": String(first.headers.etag) },
    );
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const stale = await airports(
      { text: "" },
      { "if-none-match": '"something-else"' },
    );
    expect(stale.statusCode).toBe(200);
  });

  it("compresses the list", async () => {
    const response = await airports(
      { text: "" },
      { "accept-encoding": "gzip" },
    );
    expect(response.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(body.data.length).toBeGreaterThan(4_000);
  });

  it("compresses the matches for a text as the client accepts, the same each time", async () => {
    const headers = {
      "accept-encoding": "gzip, deflate, br",
      origin: TEST_SITE_ORIGIN,
    };
    const plain = await airports({ text: "par" });
    const first = await airports({ text: "par" }, headers);
    const again = await airports({ text: "PAR " }, headers);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/^origin, accept-encoding$/i);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers the matches for a text", async () => {
    const response = await airports({ text: "Montréal" });
    const codes = response
      .json()
      .data.map(({ iata }: { iata: string }) => iata);
    expect(codes).toContain("YUL");
    expect((await airports({ text: "yyz" })).json().data[0].iata).toBe("YYZ");
    expect((await airports({ text: "no such place" })).json()).toEqual({
      data: [],
    });
  });

  it.each([
    ["no body", undefined, 400],
    ["an empty object", {}, 400],
    ["a number", { text: 5 }, 400],
    ["null", { text: null }, 400],
    ["101 characters", { text: "a".repeat(101) }, 400],
    ["an extra field", { text: "", limit: 5 }, 400],
    ["an array", [], 400],
  ])("refuses %s with %i", async (_label, payload, status) => {
    const response = await airports(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(
      expect.objectContaining({ message: expect.any(String) }),
    );
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await airports("text=yul", {
      "content-type": "text/plain",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/Unsupported Media Type/);
  });
});
