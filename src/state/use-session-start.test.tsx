import { act, render, waitFor } from "@testing-library/react";
import { useState } from "react";
import { ApiRequestError } from "../services/api-client";
import { fetchPoints } from "../services/points/fetch-points";
import { fetchUser } from "../services/user/fetch-user";
import { StateRoot } from "./state-root";
import { useAuthStatus } from "./use-auth";
import { usePoints } from "./use-points";
import { useSessionStart } from "./use-session-start";
import { useAccountLoad } from "./use-account-load";

jest.mock("../services/user/fetch-user", () => ({ fetchUser: jest.fn() }));
jest.mock("../services/points/fetch-points", () => ({
  fetchPoints: jest.fn(),
}));
const userCall = jest.mocked(fetchUser);
const pointsCall = jest.mocked(fetchPoints);

const traveller = {
  id: "u1",
  firstName: "Ada",
  lastName: "Tremblay",
  email: "ada@example.com",
};

/** A page: it mounts the session start, as the shell does on every page. */
function Page({ onStart }: { onStart: () => void }) {
  useSessionStart(onStart);
  const auth = useAuthStatus();
  return (
    <output aria-label="session">
      {String(auth)} {usePoints() ?? "none"} {useAccountLoad()}
    </output>
  );
}

/** Two pages visited in turn within one visit (one state root). */
function Visit({ onStart }: { onStart: () => void }) {
  const [page, setPage] = useState(1);
  return (
    <StateRoot>
      <button onClick={() => setPage(2)}>next page</button>
      <Page key={page} onStart={onStart} />
    </StateRoot>
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  userCall.mockReset();
  pointsCall.mockReset();
  window.history.replaceState(null, "", "/points");
});

describe("useSessionStart", () => {
  it("starts once per visit, however many pages mount it", async () => {
    localStorage.setItem("authToken", "t1");
    userCall.mockResolvedValue(traveller);
    pointsCall.mockResolvedValue({ points: 2_500, pending: [], spent: [] });
    const onStart = jest.fn();
    const view = render(<Visit onStart={onStart} />);
    await waitFor(() =>
      expect(view.getByRole("status")).toHaveTextContent("true 2500"),
    );
    act(() => view.getByRole("button", { name: "next page" }).click());
    expect(view.getByRole("status")).toHaveTextContent("true 2500");
    expect(userCall).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledTimes(1);

    view.unmount();
    render(<Visit onStart={onStart} />);
    await waitFor(() => expect(userCall).toHaveBeenCalledTimes(2));
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it("stores the token this tab's sign-in returned and takes it out of the address", async () => {
    sessionStorage.setItem("signInTabNonce", "tab-1");
    window.history.replaceState(
      null,
      "",
      "/points?x=1#authToken=fresh&tab_nonce=tab-1",
    );
    userCall.mockResolvedValue(traveller);
    pointsCall.mockResolvedValue({ points: 0, pending: [], spent: [] });
    render(<Visit onStart={() => undefined} />);
    await waitFor(() => expect(userCall).toHaveBeenCalled());
    expect(localStorage.getItem("authToken")).toBe("fresh");
    expect(window.location.pathname + window.location.search).toBe(
      "/points?x=1",
    );
    expect(window.location.hash).toBe("");
    // The value serves once.
    expect(sessionStorage.getItem("signInTabNonce")).toBeNull();
  });

  it.each([
    ["no sign-in under way in this tab", null, "#authToken=theirs"],
    ["another value", "tab-1", "#authToken=theirs&tab_nonce=guessed"],
    ["no value", "tab-1", "#authToken=theirs"],
  ])(
    "drops a token from a link (%s) and keeps the current session",
    async (_case, kept, hash) => {
      if (kept) sessionStorage.setItem("signInTabNonce", kept);
      localStorage.setItem("authToken", "mine");
      window.history.replaceState(null, "", `/points${hash}`);
      userCall.mockResolvedValue(traveller);
      pointsCall.mockResolvedValue({ points: 0, pending: [], spent: [] });
      render(<Visit onStart={() => undefined} />);
      await waitFor(() => expect(userCall).toHaveBeenCalled());
      expect(localStorage.getItem("authToken")).toBe("mine");
      expect(window.location.hash).toBe("");
    },
  );

  it("signs no one in from a link when signed out", async () => {
    window.history.replaceState(null, "", "/points#authToken=theirs");
    const view = render(<Visit onStart={() => undefined} />);
    await waitFor(() =>
      expect(view.getByRole("status")).toHaveTextContent("false none"),
    );
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(userCall).not.toHaveBeenCalled();
  });

  it("drops a refused token; one the API could not check stays signed in, its account marked not loaded", async () => {
    localStorage.setItem("authToken", "stale");
    userCall.mockRejectedValueOnce(
      new ApiRequestError("Failed to fetch user", 401),
    );
    const first = render(<Visit onStart={() => undefined} />);
    await waitFor(() =>
      expect(first.getByRole("status")).toHaveTextContent("false"),
    );
    expect(localStorage.getItem("authToken")).toBeNull();
    first.unmount();

    localStorage.setItem("authToken", "kept");
    userCall.mockRejectedValueOnce(new ApiRequestError("Failed to fetch user"));
    const second = render(<Visit onStart={() => undefined} />);
    await waitFor(() =>
      expect(second.getByRole("status")).toHaveTextContent("true none failed"),
    );
    expect(localStorage.getItem("authToken")).toBe("kept");
  });

  it("asks nothing without a token", async () => {
    const view = render(<Visit onStart={() => undefined} />);
    await waitFor(() =>
      expect(view.getByRole("status")).toHaveTextContent("false none"),
    );
    expect(userCall).not.toHaveBeenCalled();
  });
});
