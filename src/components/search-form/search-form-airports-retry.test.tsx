import userEvent from "@testing-library/user-event";
import { fetchAirports } from "../../services/airports/fetch-airports";
import { ApiRequestError } from "../../services/api-client";
import { renderWithProviders, screen } from "../../test-utils";
import { SearchForm } from "./search-form";
import { RETRY_AFTER_FAILURE_MS } from "./use-airport-suggestions";

// Apart from search-form-airports-down.test.tsx: the airport list, once
// loaded, stays loaded for the rest of a test file.
jest.mock("../../services/airports/fetch-airports", () => ({
  fetchAirports: jest.fn(),
}));
const airports = jest.mocked(fetchAirports);
const field = (name: string) => screen.getByRole("combobox", { name });
const UNAVAILABLE = /Airport suggestions are unavailable right now/;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.mocked(console.error).mockRestore());

describe("SearchForm after the airport list failed", () => {
  it("asks again as the traveller types in the same field, after a short wait, and suggests once the list comes", async () => {
    const { MOCK_AIRPORTS } = jest.requireActual(
      "../../services/airports/mock-airports",
    );
    airports
      .mockRejectedValueOnce(new ApiRequestError("Failed to fetch airports"))
      .mockResolvedValue(MOCK_AIRPORTS);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SearchForm />);

    await user.click(field("To"));
    expect(await screen.findByRole("status")).toHaveTextContent(UNAVAILABLE);
    // Typing at once does not hammer the API.
    await user.type(field("To"), "v");
    await wait(300);
    expect(airports).toHaveBeenCalledTimes(1);

    await wait(RETRY_AFTER_FAILURE_MS);
    await user.type(field("To"), "an");
    expect(await screen.findByRole("listbox", { name: "To" })).toBeVisible();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(airports).toHaveBeenCalledTimes(2);
  });
});
