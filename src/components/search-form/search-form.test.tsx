import { navigate } from "gatsby";
import userEvent from "@testing-library/user-event";
import { onAnalyticsEvent } from "../../lib/analytics/track-event";
import { renderWithProviders, screen, waitFor, within } from "../../test-utils";
import { createSearchSession } from "../../services/search/create-search-session";
import { SearchForm } from "./search-form";

jest.mock("../../services/search/create-search-session", () => ({
  createSearchSession: jest.fn(() => new Promise(() => {})),
}));

// Mock mode's airports stand in for the API's list.
jest.mock("../../services/airports/fetch-airports", () => ({
  fetchAirports: async () =>
    jest.requireActual("../../services/airports/mock-airports").MOCK_AIRPORTS,
}));

const future = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

function renderForm(dates?: { departure: string; arrival?: string }) {
  return renderWithProviders(<SearchForm />, {
    state: dates && {
      departureDate: dates.departure,
      arrivalDate: dates.arrival,
    },
  });
}

const field = (name: string) => screen.getByRole("combobox", { name });

beforeEach(() => {
  localStorage.clear();
  jest.mocked(navigate).mockClear();
});

describe("SearchForm", () => {
  it("refuses to search with empty fields and says why, per field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getAllByText("select valid location")).toHaveLength(2);
    expect(screen.getAllByText("enter valid date")).toHaveLength(2);
    expect(field("From")).toHaveAttribute("aria-invalid", "true");
    expect(field("From")).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("suggests airports as the traveller types; Enter takes the first and moves on", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("From"), "toron");
    const list = await screen.findByRole("listbox", { name: "From" });
    expect(within(list).getAllByRole("option")[0]).toHaveTextContent(
      "Lester B. Pearson International Airport (YYZ)",
    );
    expect(within(list).getAllByRole("option")[0]).toHaveTextContent(
      "Ontario, Canada",
    );
    await user.keyboard("{Enter}");
    expect(field("From")).toHaveValue("Toronto (YYZ)");
    expect(field("To")).toHaveFocus();
  });

  it("says when nothing matches", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("To"), "zzqx");
    expect(
      await screen.findByText("no matching results found"),
    ).toBeInTheDocument();
    expect(field("To")).toHaveAttribute("aria-expanded", "false");
  });

  it("follows the arrow keys and moves focus into the list with Tab", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("From"), "ca");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(field("From")).toHaveAttribute(
      "aria-activedescendant",
      options[1]!.id,
    );
    await user.keyboard("{Tab}");
    expect(options[1]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(options[0]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(field("From")).toHaveFocus();
  });

  it("swaps the two airports", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field("From"), "Toronto (YYZ)");
    await user.type(field("To"), "Vancouver (YVR)");
    await user.click(
      screen.getByRole("button", { name: "Swap departure and arrival" }),
    );
    expect(field("From")).toHaveValue("Vancouver (YVR)");
    expect(field("To")).toHaveValue("Toronto (YYZ)");
  });

  it("hides the return date for a one-way trip and reports each choice", async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const unplug = onAnalyticsEvent((name, params) =>
      events.push({ name, params }),
    );
    renderForm();
    expect(screen.getByLabelText("Return")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "one way" }));
    expect(screen.queryByLabelText("Return")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "one way" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "round trip" }));
    expect(events).toEqual([
      { name: "trip_type_selected", params: { tripType: "one-way" } },
      { name: "trip_type_selected", params: { tripType: "round" } },
    ]);
    unplug();
  });

  it("keeps travellers within 1 to 9 adults and 0 or more children", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: /Travellers/ }));
    // The panel's code loads on first use.
    const removeAdult = await screen.findByRole("button", {
      name: "Remove an adult",
    });
    const addAdult = screen.getByRole("button", { name: "Add an adult" });
    expect(removeAdult).toBeDisabled();
    expect(
      screen.getByRole("button", { name: "Remove a child" }),
    ).toBeDisabled();
    for (let i = 0; i < 10; i += 1) {
      if (!(addAdult as HTMLButtonElement).disabled) await user.click(addAdult);
    }
    expect(addAdult).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add a child" })).toBeDisabled();
    expect(
      screen.getByText("Up to 9 travellers per booking, as airlines allow."),
    ).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(
      screen.getByRole("button", { name: /Travellers 9 adults, 0 children/ }),
    ).toHaveFocus();
  });

  it("searches a valid trip: history saved, /search with the query", async () => {
    const user = userEvent.setup();
    const departure = future(10);
    const arrival = future(17);
    renderForm({ departure, arrival });
    await user.type(field("From"), "Toronto (YYZ)");
    await user.type(field("To"), "Vancouver (YVR)");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.queryByText("select valid location")).not.toBeInTheDocument();
    const [address] = jest.mocked(navigate).mock.calls[0]!;
    const url = new URL(String(address), "https://x");
    expect(url.pathname).toBe("/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      departure: "YYZ",
      arrival: "YVR",
      departureDate: departure,
      arrivalDate: arrival,
      adults: "1",
      children: "0",
    });
    expect(localStorage.getItem("departureHistory")).toBe('["YYZ"]');
    expect(localStorage.getItem("arrivalHistory")).toBe('["YVR"]');
    // The session starts on the press, before /search's code is there.
    await waitFor(() =>
      expect(createSearchSession).toHaveBeenCalledWith({
        departure: "YYZ",
        arrival: "YVR",
        departureDate: departure,
        arrivalDate: arrival,
        adults: 1,
        children: 0,
      }),
    );
  });

  it("shows recent airports first and clears them on request", async () => {
    localStorage.setItem("departureHistory", '["YVR"]');
    const user = userEvent.setup();
    renderForm();
    await user.click(field("From"));
    const recent = await screen.findByRole("group", {
      name: "Recent searches",
    });
    expect(within(recent).getByRole("option")).toHaveTextContent("(YVR)");
    await user.click(
      screen.getByRole("button", { name: "Clear recent searches" }),
    );
    await waitFor(() =>
      expect(localStorage.getItem("departureHistory")).toBeNull(),
    );
    expect(screen.queryByRole("group", { name: "Recent searches" })).toBeNull();
  });
});
