import userEvent from "@testing-library/user-event";
import type { DatePrice } from "../../../domain/offers/search-session-contract";
import { ApiRequestError } from "../../services/api-client";
import { priceNearbyDates } from "../../services/search/price-nearby-dates";
import { renderWithProviders, screen, within } from "../../test-utils";
import { DateStripNav } from "./date-strip-nav";

jest.mock("../../services/search/price-nearby-dates", () => ({
  priceNearbyDates: jest.fn(),
}));
const priceNearby = jest.mocked(priceNearbyDates);

const SESSION = "0d5f3a52-8c1e-4b7a-9f2d-6e4c1b3a5d70";
const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};
const trip = {
  departure: "YYZ",
  arrival: "YVR",
  departureDate: future(30),
  adults: 1,
  children: 0,
};
// A supplier's strip as the search leaves it: only the chosen day priced.
const unasked: DatePrice[] = [
  { departureDate: future(29), lowest_total_cents: null, unpriced: true },
  { departureDate: future(30), lowest_total_cents: 41_000 },
  { departureDate: future(31), lowest_total_cents: null, unpriced: true },
];

const showStrip = (calendar: DatePrice[]) =>
  renderWithProviders(
    <DateStripNav
      sessionId={SESSION}
      calendar={calendar}
      trip={trip}
      onPick={() => {}}
    />,
  );
const strip = () => screen.getByRole("navigation", { name: /Flexible dates/ });

beforeEach(() => priceNearby.mockReset());

describe("DateStripNav", () => {
  it("asks for the nearby dates' prices on request, and shows them", async () => {
    const user = userEvent.setup();
    priceNearby.mockResolvedValue([
      { departureDate: future(29), lowest_total_cents: 39_000 },
      unasked[1]!,
      { departureDate: future(31), lowest_total_cents: null },
    ]);
    showStrip(unasked);
    const days = within(strip()).getAllByRole("button", { name: /See fares/ });
    expect(days).toHaveLength(2);
    expect(priceNearby).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole("button", { name: "Show prices for nearby dates" }),
    );
    expect(priceNearby).toHaveBeenCalledWith(SESSION);
    expect(await within(strip()).findByText("$390.00")).toBeInTheDocument();
    expect(within(strip()).getByText("No flights")).toBeInTheDocument();
    expect(within(strip()).queryByText("See fares")).toBeNull();
    expect(strip()).toHaveFocus();
    expect(
      screen.queryByRole("button", { name: "Show prices for nearby dates" }),
    ).toBeNull();
  });

  it("says so when the prices can't be reached, and may be asked again", async () => {
    const user = userEvent.setup();
    priceNearby.mockRejectedValueOnce(new ApiRequestError("down", 503));
    showStrip(unasked);
    const ask = screen.getByRole("button", {
      name: "Show prices for nearby dates",
    });
    await user.click(ask);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Nearby prices can't be reached right now.",
    );
    expect(ask).toBeEnabled();
    priceNearby.mockResolvedValueOnce(unasked);
    await user.click(ask);
    expect(priceNearby).toHaveBeenCalledTimes(2);
  });

  it("offers no button when every date is priced", () => {
    showStrip([unasked[1]!]);
    expect(within(strip()).getAllByRole("button")).toHaveLength(1);
  });
});
