import { fetchSearchSession } from "./fetch-search-session";
import { priceNearbyDates } from "./price-nearby-dates";

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
const SESSION = "0d5f3a52-8c1e-4b7a-9f2d-6e4c1b3a5d70";

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  delete process.env.GATSBY_API_URL;
});

describe("fetchSearchSession", () => {
  it("asks for the batches after those on screen, and waits on the server", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { status: "pending" } }));
    await fetchSearchSession(SESSION);
    await fetchSearchSession(SESSION, undefined, 2);
    const [[first, init], [second]] = fetchMock.mock.calls;
    expect(first).toBe(`/api/search-session/${SESSION}`);
    expect(second).toBe(`/api/search-session/${SESSION}?after=2`);
    expect(new Headers(init.headers).get("prefer")).toBe("wait=5");
  });
});

describe("priceNearbyDates", () => {
  it("posts for the strip and answers its dates", async () => {
    const calendar = [{ departureDate: "2027-01-09", lowest_total_cents: 1 }];
    fetchMock.mockResolvedValue(answer(200, { data: { calendar } }));
    await expect(priceNearbyDates(SESSION)).resolves.toEqual(calendar);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/search-session/${SESSION}/calendar`);
    expect(init.method).toBe("POST");
  });
});
