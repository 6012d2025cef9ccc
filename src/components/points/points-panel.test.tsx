import userEvent from "@testing-library/user-event";
import { redeemPoints } from "../../services/points/redeem-points";
import { ApiRequestError } from "../../services/api-client";
import { useAccountDialog } from "../../state/use-account-dialog";
import { renderWithProviders, screen } from "../../test-utils";
import { PointsPanel } from "./points-panel";

jest.mock("../../services/points/redeem-points", () => ({
  ...jest.requireActual("../../services/points/redeem-points"),
  redeemPoints: jest.fn(),
}));
const redeem = jest.mocked(redeemPoints);

const signedIn = (points: number) => ({ signedIn: true, points });

function DialogProbe() {
  return <output aria-label="dialog">{useAccountDialog().dialog}</output>;
}

beforeEach(() => redeem.mockReset());

it("offers visitors the login button", async () => {
  renderWithProviders(
    <>
      <PointsPanel />
      <DialogProbe />
    </>,
    { state: { signedIn: false } },
  );
  await userEvent.click(screen.getByRole("button", { name: "login" }));
  expect(screen.getByRole("status", { name: "dialog" })).toHaveTextContent(
    "login",
  );
});

it("holds the signed-out panel's place, hidden, while the session is unknown", () => {
  renderWithProviders(<PointsPanel />, { state: { signedIn: null } });
  // Hidden from assistive technology and unseen, but laid out (no shift later).
  expect(screen.queryByRole("button", { name: "login" })).toBeNull();
  const region = screen.getByRole("region", { hidden: true });
  expect(region).toHaveAttribute("aria-hidden", "true");
  expect(region).toHaveClass("unknown");
  expect(region).toHaveTextContent("Log in to see your balance");
});

it("shows the balance and its value in US dollars", () => {
  renderWithProviders(<PointsPanel />, {
    state: signedIn(2550),
  });
  expect(screen.getByText("2,550 points")).toBeInTheDocument();
  expect(screen.getByText("US$25.50 or more in value")).toBeInTheDocument();
});

it("lists the points bookings spent, each a link to its order, held ones said so", () => {
  renderWithProviders(<PointsPanel />, {
    state: {
      ...signedIn(500),
      spentPoints: [
        {
          order_id: "order-2",
          points: 1,
          spent_on: "2026-11-28",
          status: "held",
        },
        {
          order_id: "order-1",
          points: 2000,
          spent_on: "2026-11-20",
          status: "spent",
        },
      ],
    },
  });
  expect(
    screen.getByRole("heading", { name: "Spent on bookings" }),
  ).toBeInTheDocument();
  const [held, spent] = screen.getAllByRole("listitem");
  expect(held).toHaveTextContent(
    "1 point on your booking of November 28, 2026 (held until the booking is confirmed)",
  );
  expect(spent).toHaveTextContent(
    /^2,000 points on your booking of November 20, 2026$/,
  );
  expect(
    screen.getByRole("link", { name: /2,000 points on your booking/ }),
  ).toHaveAttribute("href", "/order/order-1");
});

it("shows no spending heading before any booking spent points", () => {
  renderWithProviders(<PointsPanel />, { state: signedIn(500) });
  expect(
    screen.queryByRole("heading", { name: "Spent on bookings" }),
  ).toBeNull();
});

it("lists points a booking earned with the day they become available", () => {
  renderWithProviders(<PointsPanel />, {
    state: {
      ...signedIn(0),
      pendingPoints: [{ points: 2055, available_on: "2026-12-26" }],
    },
  });
  expect(
    screen.getByText("2,055 points pending, available on December 26, 2026"),
  ).toBeInTheDocument();
});

it("retries a failed redemption with the same key, then uses a new one", async () => {
  redeem
    .mockRejectedValueOnce(new ApiRequestError("Failed to redeem points"))
    .mockResolvedValueOnce(1550)
    .mockResolvedValueOnce(550);
  renderWithProviders(<PointsPanel />, {
    state: signedIn(2550),
  });
  const amount = screen.getByLabelText("Points to redeem");
  const send = () =>
    userEvent.click(screen.getByRole("button", { name: "Redeem" }));

  await userEvent.type(amount, "1000");
  await send();
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Failed to redeem points",
  );
  expect(amount).toHaveValue(1000);
  await send();
  expect(await screen.findByText("1,550 points")).toBeInTheDocument();
  await userEvent.type(amount, "1000");
  await send();
  expect(await screen.findByText("550 points")).toBeInTheDocument();

  const keys = redeem.mock.calls.map(([, key]) => key);
  expect(redeem.mock.calls[0]?.[0]).toEqual({
    points: 1000,
    method: "cash-back",
  });
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

describe("when the account or the balance did not load", () => {
  it("keeps the traveller signed in, says the account could not be loaded, and loads it again on Try again", async () => {
    const fetchUser = jest
      .spyOn(await import("../../services/user/fetch-user"), "fetchUser")
      .mockResolvedValue({
        id: "u1",
        firstName: "Camille",
        lastName: "B",
        email: "c@example.com",
      });
    const fetchPoints = jest
      .spyOn(await import("../../services/points/fetch-points"), "fetchPoints")
      .mockResolvedValue({ points: 1200, pending: [], spent: [] });
    renderWithProviders(<PointsPanel />, {
      state: {
        signedIn: true,
        accountLoad: "failed",
        balanceLoad: "failed",
        points: null,
      },
    });
    expect(
      screen.getByText("Your account couldn't be loaded."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "login" })).toBeNull();
    expect(screen.queryByText(/^0 points/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1,200 points")).toBeInTheDocument();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(fetchPoints).toHaveBeenCalledTimes(1);
  });

  it("says the balance can't be shown when only the points failed", () => {
    renderWithProviders(<PointsPanel />, {
      state: {
        signedIn: true,
        accountLoad: "loaded",
        balanceLoad: "failed",
        points: null,
      },
    });
    expect(
      screen.getByText(/Your balance can't be shown right now/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Try again" }),
    ).toBeInTheDocument();
  });
});
