import userEvent from "@testing-library/user-event";
import { watchTrip } from "../../services/alerts/watch-trip";
import { renderWithProviders, screen } from "../../test-utils";
import { ResultsAppState } from "./results-app-state";
import { WatchTripButton } from "./watch-trip-button";

jest.mock("../../services/alerts/watch-trip", () => ({
  ...jest.requireActual("../../services/alerts/watch-trip"),
  watchTrip: jest.fn(),
}));
const watch = jest.mocked(watchTrip);

const TRIP = {
  departure: "YUL",
  arrival: "CDG",
  departureDate: "2027-03-04",
  arrivalDate: "2027-03-14",
  adults: 2,
  children: 0,
  campaign: "spring",
};

beforeEach(() => watch.mockReset());

it("is not offered to visitors", () => {
  renderWithProviders(
    <ResultsAppState>
      <WatchTripButton trip={TRIP} />
    </ResultsAppState>,
    {
      state: { signedIn: false },
    },
  );
  expect(screen.queryByRole("button")).toBeNull();
});

it("watches the trip, without its campaign, in the page's language", async () => {
  watch.mockResolvedValue({
    id: "8d0f5a4e-8f5e-4a55-9d4b-0c3f7b7c1a11",
    trip: TRIP,
    last_announced_cents: null,
    days: [],
  });
  renderWithProviders(
    <ResultsAppState>
      <WatchTripButton trip={TRIP} />
    </ResultsAppState>,
    {
      state: { signedIn: true },
      language: "fr",
    },
  );
  await userEvent.click(
    screen.getByRole("button", { name: "Surveiller ce voyage" }),
  );
  expect(watch).toHaveBeenCalledWith({ ...TRIP, campaign: undefined }, "fr");
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Vous surveillez ce voyage",
  );
  expect(
    screen.getByRole("link", { name: "Vos voyages surveillés" }),
  ).toHaveAttribute("href", "/fr/points");
});

it("says what went wrong, in the server's words", async () => {
  watch.mockRejectedValue(
    new Error("You already watch 20 trips: stop one to watch another."),
  );
  renderWithProviders(
    <ResultsAppState>
      <WatchTripButton trip={TRIP} />
    </ResultsAppState>,
    {
      state: { signedIn: true },
    },
  );
  await userEvent.click(
    screen.getByRole("button", { name: "Watch this trip" }),
  );
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "You already watch 20 trips",
  );
});
