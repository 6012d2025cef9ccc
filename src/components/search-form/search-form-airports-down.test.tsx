import { navigate } from "gatsby";
import userEvent from "@testing-library/user-event";
import { fetchAirports } from "../../services/airports/fetch-airports";
import { ApiRequestError } from "../../services/api-client";
import { renderWithProviders, screen } from "../../test-utils";
import { SearchForm } from "./search-form";

jest.mock("../../services/airports/fetch-airports", () => ({
  fetchAirports: jest.fn(),
}));
const airports = jest.mocked(fetchAirports);

const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};
const field = (name: string) => screen.getByRole("combobox", { name });
const UNAVAILABLE = /Airport suggestions are unavailable right now/;

beforeEach(() => {
  localStorage.clear();
  jest.mocked(navigate).mockClear();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  airports.mockReset();
});
afterEach(() => jest.mocked(console.error).mockRestore());

describe("SearchForm with the airport list failing", () => {
  it("says suggestions are unavailable, and searches by codes typed alone", async () => {
    airports.mockRejectedValue(new ApiRequestError("Failed to fetch airports"));
    const user = userEvent.setup({ delay: null });
    const departure = future(10);
    renderWithProviders(<SearchForm />, {
      state: { departureDate: departure, arrivalDate: future(17) },
    });

    await user.click(field("From"));
    expect(await screen.findByRole("status")).toHaveTextContent(UNAVAILABLE);
    await user.type(field("From"), "yul");
    await user.click(field("To"));
    // Tidied to capitals on leaving the field, as IATA writes it.
    expect(field("From")).toHaveValue("YUL");

    await user.type(field("To"), "Vancouver");
    await user.click(screen.getByRole("button", { name: "Search" }));
    // The way out is a typed code: the message says so, it doesn't blame a choice.
    expect(
      screen.getByText("type the airport's three-letter code, for example YUL"),
    ).toBeInTheDocument();
    expect(screen.queryByText("select valid location")).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    await user.clear(field("To"));
    await user.type(field("To"), "YVR");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const [address] = jest.mocked(navigate).mock.calls[0]!;
    const query = new URL(String(address), "https://x").searchParams;
    expect(query.get("departure")).toBe("YUL");
    expect(query.get("arrival")).toBe("YVR");
    expect(query.get("departureDate")).toBe(departure);
    // A whole form driven key by key: more than jest's 5 s on a busy machine.
  }, 15_000);

  it("asks again on the next focus after a failure, and suggests once the list comes", async () => {
    const { MOCK_AIRPORTS } = jest.requireActual(
      "../../services/airports/mock-airports",
    );
    airports
      .mockRejectedValueOnce(new ApiRequestError("Failed to fetch airports"))
      .mockResolvedValue(MOCK_AIRPORTS);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SearchForm />);

    await user.click(field("From"));
    expect(await screen.findByRole("status")).toHaveTextContent(UNAVAILABLE);
    await user.click(field("To"));
    await user.type(field("To"), "yvr");
    expect(await screen.findByRole("listbox", { name: "To" })).toBeVisible();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    await user.click(field("From"));
    // A known code typed alone becomes the field's usual City (CODE).
    expect(field("To")).toHaveValue("Vancouver (YVR)");
    expect(airports).toHaveBeenCalledTimes(2);
  });
});
