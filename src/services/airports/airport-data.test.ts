import { MOCK_AIRPORTS } from "./mock-airports";

jest.mock("./fetch-airports", () => ({ fetchAirports: jest.fn() }));
jest.mock("../../lib/airports/airport-matcher", () => {
  const actual = jest.requireActual("../../lib/airports/airport-matcher");
  return { createAirportMatcher: jest.fn(actual.createAirportMatcher) };
});

// Each test starts with nothing loaded: the module keeps what it loaded.
function freshModules() {
  jest.resetModules();
  const { fetchAirports } = jest.requireMock("./fetch-airports");
  const { createAirportMatcher } = jest.requireMock(
    "../../lib/airports/airport-matcher",
  );
  return {
    ...(jest.requireActual(
      "./airport-data",
    ) as typeof import("./airport-data")),
    fetchMock: jest.mocked(fetchAirports as () => Promise<unknown>),
    matcherMock: jest.mocked(createAirportMatcher as () => unknown),
  };
}

describe("loadAirportData", () => {
  it("loads the list and builds the matcher once", async () => {
    const { loadAirportData, fetchMock, matcherMock } = freshModules();
    fetchMock.mockResolvedValue(MOCK_AIRPORTS);
    const first = await loadAirportData();
    const second = await loadAirportData();
    expect(second).toBe(first);
    expect(first?.match("toronto")[0]?.iata).toBe("YYZ");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(matcherMock).toHaveBeenCalledTimes(1);
  });
});

describe("loadAirportList", () => {
  it("names the airports by code without building the matcher", async () => {
    const { loadAirportList, fetchMock, matcherMock } = freshModules();
    fetchMock.mockResolvedValue(MOCK_AIRPORTS);
    const list = await loadAirportList();
    expect(list?.byCode.get("YVR")?.city).toBe("Vancouver");
    expect(matcherMock).not.toHaveBeenCalled();
  });

  it("shares its request with the matcher's load", async () => {
    const { loadAirportList, loadAirportData, fetchMock } = freshModules();
    fetchMock.mockResolvedValue(MOCK_AIRPORTS);
    const [list, data] = await Promise.all([
      loadAirportList(),
      loadAirportData(),
    ]);
    expect(data?.byCode).toBe(list?.byCode);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe.each(["loadAirportData", "loadAirportList"] as const)(
  "%s after a failed load",
  (loader) => {
    it("logs it, answers nothing, and tries again next time", async () => {
      const modules = freshModules();
      const load = modules[loader];
      const error = jest.spyOn(console, "error").mockImplementation(() => {});
      modules.fetchMock.mockRejectedValueOnce(
        new Error("Failed to fetch airports"),
      );
      await expect(load()).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledWith("Failed to fetch airports");
      error.mockRestore();

      modules.fetchMock.mockResolvedValueOnce(MOCK_AIRPORTS);
      const loaded = await load();
      expect(loaded?.byCode.get("YYZ")?.city).toBe("Toronto");
    });
  },
);
