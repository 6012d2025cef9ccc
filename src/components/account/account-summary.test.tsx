import { renderWithProviders, screen } from "../../test-utils";
import { AccountSummary } from "./account-summary";

const renderSummary = (points: number, firstName = "Camille") =>
  renderWithProviders(<AccountSummary />, {
    state: {
      user: {
        id: "u1",
        firstName,
        lastName: firstName ? "Bouchard" : "",
        email: "camille@example.com",
      },
      points,
    },
  });

describe("AccountSummary (SPEC §2 dropdown)", () => {
  it("nudges a traveller with no points to book", () => {
    renderSummary(0);
    expect(screen.getByText("CB")).toBeInTheDocument();
    expect(
      screen.getByText("Book to start earning points!"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/or more in value/)).toBeNull();
  });

  it("gives a balance above 0 its value: 100 points to the US dollar", () => {
    renderSummary(2550);
    expect(screen.getByText("2,550")).toBeInTheDocument();
    expect(screen.getByText("US$25.50 or more in value")).toBeInTheDocument();
    expect(screen.queryByText("Book to start earning points!")).toBeNull();
  });
});

describe("AccountSummary pending points", () => {
  it("shows points a booking earned with the date they become available", () => {
    renderWithProviders(<AccountSummary />, {
      state: {
        points: 100,
        pendingPoints: [{ points: 1200, available_on: "2026-07-19" }],
      },
    });
    expect(
      screen.getByText(/1,200 points pending, available on July 19, 2026/),
    ).toBeInTheDocument();
  });

  it("says it in French with a French date", () => {
    renderWithProviders(<AccountSummary />, {
      language: "fr",
      state: {
        points: 0,
        pendingPoints: [{ points: 1200, available_on: "2026-07-19" }],
      },
    });
    expect(
      screen.getByText(
        /1\s200 points en attente, disponibles le 19 juillet 2026/,
      ),
    ).toBeInTheDocument();
  });

  it("shows no pending line when nothing is pending", () => {
    renderSummary(100);
    expect(screen.queryByText(/pending/)).toBeNull();
  });
});

describe("AccountSummary when the account did not load", () => {
  const camille = {
    id: "u1",
    firstName: "Camille",
    lastName: "Bouchard",
    email: "camille@example.com",
  };

  it("says the account could not be loaded, and shows no points", () => {
    renderWithProviders(<AccountSummary />, {
      state: { signedIn: true, accountLoad: "failed" },
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your account couldn't be loaded.",
    );
    expect(screen.queryByText(/points/)).toBeNull();
    expect(screen.queryByText("Book to start earning points!")).toBeNull();
  });

  it("says it is loading while the account is on its way", () => {
    renderWithProviders(<AccountSummary />, { state: { signedIn: true } });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Loading your account…",
    );
    expect(screen.queryByText("0")).toBeNull();
  });

  it("says the balance can't be shown when only the points failed", () => {
    renderWithProviders(<AccountSummary />, {
      state: {
        user: camille,
        accountLoad: "loaded",
        balanceLoad: "failed",
        points: null,
      },
    });
    expect(screen.getByText("Camille Bouchard")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your balance can't be shown right now.",
    );
    expect(screen.queryByText("Book to start earning points!")).toBeNull();
  });
});
