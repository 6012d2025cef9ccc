import userEvent from "@testing-library/user-event";
import { fetchWatches } from "../../services/alerts/fetch-watches";
import { stopWatch } from "../../services/alerts/stop-watch";
import { renderWithProviders, screen } from "../../test-utils";
import { WatchList } from "./watch-list";

jest.mock("../../services/alerts/fetch-watches", () => ({
  fetchWatches: jest.fn(),
}));
jest.mock("../../services/alerts/stop-watch", () => ({
  stopWatch: jest.fn(),
}));
const fetched = jest.mocked(fetchWatches);
const stopped = jest.mocked(stopWatch);

// Next year's, so the list writes the year whenever the test runs.
const NEXT_YEAR = new Date().getFullYear() + 1;

const WATCH = {
  id: "8d0f5a4e-8f5e-4a55-9d4b-0c3f7b7c1a11",
  trip: {
    departure: "YUL",
    arrival: "CDG",
    departureDate: `${NEXT_YEAR}-03-04`,
    arrivalDate: `${NEXT_YEAR}-03-14`,
    adults: 2,
    children: 0,
  },
  last_announced_cents: 120_000,
  days: [
    { day: "2026-11-23", lowest_total_cents: 120_000 },
    { day: "2026-11-24", lowest_total_cents: 110_000 },
  ],
};

beforeEach(() => {
  fetched.mockReset();
  stopped.mockReset();
});

it("lists the watched trips with a chart of daily lowest prices, and stops one", async () => {
  fetched.mockResolvedValue([WATCH]);
  stopped.mockResolvedValue();
  renderWithProviders(<WatchList />, { state: { signedIn: true } });
  expect(await screen.findByText("YUL → CDG")).toBeInTheDocument();
  expect(screen.getByText("Lowest price today: $1,100.00")).toBeInTheDocument();
  // The dates in words, with their year (not this year's).
  expect(
    screen.getByText(
      new RegExp(
        `^\\w{3}, Mar 4, ${NEXT_YEAR} – \\w{3}, Mar 14, ${NEXT_YEAR}$`,
      ),
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByRole("img", { name: "Lowest price of each day, YUL → CDG" }),
  ).toBeInTheDocument();
  await userEvent.click(
    screen.getByRole("button", { name: "Stop watching YUL → CDG" }),
  );
  expect(stopped).toHaveBeenCalledWith(WATCH.id);
  expect(await screen.findByText(/You watch no trip yet/)).toBeInTheDocument();
});

it("shows nothing to visitors", () => {
  renderWithProviders(<WatchList />, { state: { signedIn: false } });
  expect(screen.queryByRole("heading")).toBeNull();
  expect(fetched).not.toHaveBeenCalled();
});

it("speaks French on the French pages: dates, prices and the Stop button", async () => {
  fetched.mockResolvedValue([WATCH]);
  renderWithProviders(<WatchList />, {
    state: { signedIn: true },
    language: "fr",
  });
  expect(
    await screen.findByRole("heading", { name: "Voyages surveillés" }),
  ).toBeInTheDocument();
  // French number spacing may be a narrow no-break space.
  expect(
    screen.getByText(/^Prix le plus bas aujourd’hui : 1[\s\u202f]100,00/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(new RegExp(`4 mars ${NEXT_YEAR}`)),
  ).toBeInTheDocument();
  expect(
    screen.getByRole("img", {
      name: "Prix le plus bas de chaque jour, YUL → CDG",
    }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole("button", { name: "Ne plus surveiller YUL → CDG" }),
  ).toBeInTheDocument();
});
