import { loadAirportData } from "./airport-data";
import { fetchAirports } from "./fetch-airports";
import { MOCK_AIRPORTS } from "./mock-airports";

jest.mock("./fetch-airports", () => ({ fetchAirports: jest.fn() }));
const fetchMock = jest.mocked(fetchAirports);

describe("loadAirportData", () => {
  beforeEach(() => fetchMock.mockReset());

  it("logs a failed load, answers nothing, and tries again next time", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new Error("Failed to fetch airports"));
    await expect(loadAirportData()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("Failed to fetch airports");
    error.mockRestore();

    fetchMock.mockResolvedValueOnce(MOCK_AIRPORTS);
    const data = await loadAirportData();
    expect(data?.byCode.get("YYZ")?.city).toBe("Toronto");
    expect(data?.match("toronto")[0]?.iata).toBe("YYZ");
  });

  it("loads the list once", async () => {
    await loadAirportData();
    await loadAirportData();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
