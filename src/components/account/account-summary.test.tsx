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
