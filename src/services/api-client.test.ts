import { apiRequest, ApiRequestError, secureRequest } from "./api-client";
import {
  fetchAirportByCode,
  fetchAirports,
  FETCH_AIRPORTS_FAILURE,
} from "./airports/fetch-airports";
import { MOCK_AIRPORTS } from "./airports/mock-airports";

const fetchMock = jest.fn();

const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => {
    if (body === undefined) throw new SyntaxError("no body");
    return body;
  },
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.localStorage.clear();
  delete process.env.GATSBY_API_URL;
});

describe("apiRequest", () => {
  it("sends JSON to /api and returns data", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { points: 5 } }));
    await expect(
      apiRequest("/point/balance", {
        method: "POST",
        body: { a: 1 },
        failure: "x",
      }),
    ).resolves.toEqual({ points: 5 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/point/balance");
    expect(init).toMatchObject({
      method: "POST",
      body: '{"a":1}',
      credentials: "include",
      headers: { "content-type": "application/json" },
    });
    expect(init.headers.authorization).toBeUndefined();
  });

  it("sends the stored token when secured", async () => {
    window.localStorage.setItem("authToken", "tok-123");
    fetchMock.mockResolvedValue(answer(200, { data: {} }));
    await apiRequest("/user", { secure: true, failure: "x" });
    expect(fetchMock.mock.calls[0][1].headers.authorization).toBe(
      "Bearer tok-123",
    );
  });

  it("sends multipart when flagged, letting the browser set its boundary", async () => {
    window.localStorage.setItem("authToken", "tok-9");
    fetchMock.mockResolvedValue(answer(200, { data: { ok: true } }));
    await secureRequest("/user", {
      method: "PATCH",
      body: { first_name: "Zoé", last_name: "Roy", skipped: undefined },
      multipart: true,
      headers: { "idempotency-key": "k-1" },
      failure: "x",
    });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBeInstanceOf(FormData);
    expect([...init.body.entries()]).toEqual([
      ["first_name", "Zoé"],
      ["last_name", "Roy"],
    ]);
    expect(init.headers["content-type"]).toBeUndefined();
    expect(init.headers).toMatchObject({
      authorization: "Bearer tok-9",
      "idempotency-key": "k-1",
    });
  });

  it("sends no bearer header when secured without a stored token", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: {} }));
    await secureRequest("/user", { failure: "x" });
    expect(fetchMock.mock.calls[0][1].headers.authorization).toBeUndefined();
  });

  it("throws the server's message", async () => {
    fetchMock.mockResolvedValue(
      answer(409, { message: "You have 10 points." }),
    );
    await expect(apiRequest("/point/redeem", { failure: "x" })).rejects.toEqual(
      new ApiRequestError("You have 10 points.", 409),
    );
  });

  it.each([
    ["a failure without a message", () => answer(500, undefined)],
    ["a success without data", () => answer(200, { nope: 1 })],
    ["no network", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("throws its own message on %s", async (_label, reply) => {
    fetchMock.mockImplementation(reply);
    await expect(
      apiRequest("/user", { failure: "Failed to fetch user" }),
    ).rejects.toThrow("Failed to fetch user");
  });

  it("lets an abort through as an abort", async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException("aborted", "AbortError"));
    await expect(
      apiRequest("/user", { signal: controller.signal, failure: "x" }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("fetchAirports", () => {
  it("asks for every airport", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: MOCK_AIRPORTS }));
    await expect(fetchAirports()).resolves.toEqual(MOCK_AIRPORTS);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ text: "" });
  });

  it("fails with 'Failed to fetch airports'", async () => {
    fetchMock.mockResolvedValue(answer(503, undefined));
    await expect(fetchAirports()).rejects.toThrow(FETCH_AIRPORTS_FAILURE);
  });

  it("answers from fixtures in mock mode, without the network", async () => {
    process.env.GATSBY_API_URL = "mock";
    await expect(fetchAirports()).resolves.toEqual(MOCK_AIRPORTS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("fetchAirportByCode", () => {
  const [toronto, vancouver] = ["YYZ", "YVR"].map((code) =>
    MOCK_AIRPORTS.find((airport) => airport.iata === code)!,
  );

  it("asks for the code alone and keeps the airport of that code", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [vancouver, toronto] }));
    await expect(fetchAirportByCode("YYZ")).resolves.toEqual(toronto);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      text: "YYZ",
    });
  });

  it("answers undefined when no airport has the code", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [toronto] }));
    await expect(fetchAirportByCode("TOR")).resolves.toBeUndefined();
  });

  it("fails with 'Failed to fetch airports'", async () => {
    fetchMock.mockResolvedValue(answer(503, undefined));
    await expect(fetchAirportByCode("YYZ")).rejects.toThrow(
      FETCH_AIRPORTS_FAILURE,
    );
  });

  it("answers from fixtures in mock mode, without the network", async () => {
    process.env.GATSBY_API_URL = "mock";
    await expect(fetchAirportByCode("YVR")).resolves.toEqual(vancouver);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
