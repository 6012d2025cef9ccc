import { apiRequest, ApiRequestError } from "./api-client";
import { CALL_TIMEOUT_MS, RETRY_DELAY_MS } from "./call-with-deadline";

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
/** A fetch that never answers, until its signal aborts it. */
const hang = (_url: string, init: RequestInit) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () =>
      reject(new DOMException("aborted", "AbortError")),
    );
  });

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  delete process.env.GATSBY_API_URL;
});
afterEach(() => jest.useRealTimers());

/** Lets the fake clock run until the call settles. */
async function settle<T>(call: Promise<T>): Promise<T> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.advanceTimersByTimeAsync(3 * CALL_TIMEOUT_MS);
  const result = await outcome;
  if ("error" in result) throw result.error;
  return result.value;
}

describe("a call's deadline and its one retry", () => {
  it("fails a POST that hangs after 8 s with the call's own message, without a retry", async () => {
    fetchMock.mockImplementation(hang);
    await expect(
      settle(
        apiRequest("/point/balance", {
          method: "POST",
          body: {},
          failure: "We couldn't work out your points.",
        }),
      ),
    ).rejects.toEqual(new ApiRequestError("We couldn't work out your points."));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fails a GET that hangs after 8 s, retry included, and a later call is not held up", async () => {
    fetchMock
      .mockImplementationOnce(hang)
      .mockResolvedValueOnce(answer(200, { data: { points: 8 } }));
    const first = apiRequest("/point", { failure: "Failed to fetch points" });
    const outcome = first.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual(
      new ApiRequestError("Failed to fetch points"),
    );
    // The hang used the call's whole time: no second wait of 8 s.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiRequest("/point", { failure: "x" })).resolves.toEqual({
      points: 8,
    });
  });

  it("retries within the call's 8 s: a network failure late in it is not tried again", async () => {
    fetchMock
      .mockImplementationOnce(
        () =>
          new Promise((_resolve, reject) =>
            setTimeout(
              () => reject(new TypeError("Failed to fetch")),
              CALL_TIMEOUT_MS - RETRY_DELAY_MS,
            ),
          ),
      )
      .mockResolvedValueOnce(answer(200, { data: { points: 8 } }));
    await expect(
      settle(apiRequest("/point", { failure: "Failed to fetch points" })),
    ).rejects.toEqual(new ApiRequestError("Failed to fetch points"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries a GET after a network failure or a gateway's 503, once", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(503, { message: "Service unavailable" }));
    await expect(
      settle(apiRequest("/point", { failure: "x" })),
    ).rejects.toEqual(
      new ApiRequestError("Service unavailable", 503, {
        message: "Service unavailable",
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("retries a write sent under an Idempotency-Key, waiting first", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(200, { data: { ok: true } }));
    const call = apiRequest("/point/redeem", {
      method: "POST",
      body: { points: 1000 },
      headers: { "Idempotency-Key": "key-1" },
      failure: "x",
    });
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(settle(call)).resolves.toEqual({ ok: true });
    const [, second] = fetchMock.mock.calls[1];
    expect(second.headers["Idempotency-Key"]).toBe("key-1");
  });

  it("never retries a failure the API answered (a 400 or a 500)", async () => {
    for (const status of [400, 500]) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValue(answer(status, { message: `no ${status}` }));
      await expect(
        settle(apiRequest("/point", { failure: "x" })),
      ).rejects.toMatchObject({ message: `no ${status}`, status });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it("stops at once when the caller aborts, with no retry", async () => {
    fetchMock.mockImplementation(hang);
    const controller = new AbortController();
    const call = apiRequest("/point", {
      failure: "x",
      signal: controller.signal,
    });
    controller.abort();
    await expect(settle(call)).rejects.toHaveProperty("name", "AbortError");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
