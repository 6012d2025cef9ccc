import { MOCK_AIRPORTS } from "./mock-airports";

jest.mock("./fetch-airports", () => ({
  fetchAirports: jest.fn(),
  fetchAirportByCode: jest.fn(),
}));
jest.mock("../../lib/airports/airport-matcher", () => {
  const actual = jest.requireActual("../../lib/airports/airport-matcher");
  return { createAirportMatcher: jest.fn(actual.createAirportMatcher) };
});

// Each test starts with nothing loaded: the module keeps what it loaded.
function freshModules() {
  jest.resetModules();
  const { fetchAirports, fetchAirportByCode } =
    jest.requireMock("./fetch-airports");
  const { createAirportMatcher } = jest.requireMock(
    "../../lib/airports/airport-matcher",
  );
  return {
    ...(jest.requireActual(
      "./airport-data",
    ) as typeof import("./airport-data")),
    fetchMock: jest.mocked(fetchAirports as () => Promise<unknown>),
    byCodeMock: jest.mocked(
      fetchAirportByCode as (code: string) => Promise<unknown>,
    ),
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

const byCode = (code: string) =>
  Promise.resolve(MOCK_AIRPORTS.find((airport) => airport.iata === code));

describe("loadAirportsByCode", () => {
  it("asks for each code, never the whole list, and builds no matcher", async () => {
    const { loadAirportsByCode, fetchMock, byCodeMock, matcherMock } =
      freshModules();
    byCodeMock.mockImplementation(byCode);
    const found = await loadAirportsByCode(["YYZ", "YVR"]);
    expect(found?.byCode.get("YYZ")?.city).toBe("Toronto");
    expect(found?.byCode.get("YVR")?.city).toBe("Vancouver");
    expect(byCodeMock.mock.calls.map(([code]) => code)).toEqual(["YYZ", "YVR"]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(matcherMock).not.toHaveBeenCalled();
  });

  it("leaves out a code that names no airport", async () => {
    const { loadAirportsByCode, byCodeMock } = freshModules();
    byCodeMock.mockImplementation(byCode);
    const found = await loadAirportsByCode(["ZZZ", "YUL"]);
    expect([...(found?.byCode.keys() ?? [])]).toEqual(["YUL"]);
  });
});

describe("after a failed load", () => {
  function failingOnce(mock: jest.Mock) {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    mock.mockRejectedValueOnce(new Error("Failed to fetch airports"));
    return error;
  }

  it("loadAirportData logs it, answers nothing, and tries again next time", async () => {
    const { loadAirportData, fetchMock } = freshModules();
    const error = failingOnce(fetchMock);
    await expect(loadAirportData()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("Failed to fetch airports");
    error.mockRestore();

    fetchMock.mockResolvedValueOnce(MOCK_AIRPORTS);
    const loaded = await loadAirportData();
    expect(loaded?.byCode.get("YYZ")?.city).toBe("Toronto");
  });

  it("loadAirportsByCode logs it, answers nothing, and asks again next time", async () => {
    const { loadAirportsByCode, byCodeMock } = freshModules();
    const error = failingOnce(byCodeMock);
    await expect(loadAirportsByCode(["YYZ"])).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("Failed to fetch airports");
    error.mockRestore();

    byCodeMock.mockImplementation(byCode);
    const loaded = await loadAirportsByCode(["YYZ"]);
    expect(loaded?.byCode.get("YYZ")?.city).toBe("Toronto");
  });
});
