import { fetchPoints } from "../points/fetch-points";
import { redeemPoints } from "../points/redeem-points";
import { deleteUser } from "./delete-user";
import { fetchUser } from "./fetch-user";
import { logOut } from "./log-out";
import { ssoLoginUrl } from "./sso-login";
import { updateUser } from "./update-user";

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
const call = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index];
  return { url, ...init, json: init.body && JSON.parse(init.body) };
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.localStorage.clear();
  window.localStorage.setItem("authToken", "tok");
  delete process.env.GATSBY_API_URL;
});

const apiUser = {
  id: "u1",
  first_name: "Ada",
  last_name: "Tremblay",
  email: "ada@example.com",
};
const user = {
  id: "u1",
  firstName: "Ada",
  lastName: "Tremblay",
  email: "ada@example.com",
};

describe("against the API", () => {
  it("fetches the user with the bearer token", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: apiUser }));
    await expect(fetchUser()).resolves.toEqual(user);
    expect(call()).toMatchObject({
      url: "/api/user",
      method: "GET",
      headers: { authorization: "Bearer tok" },
    });
  });

  it("renames the user", async () => {
    fetchMock.mockResolvedValue(
      answer(200, { data: { ...apiUser, first_name: "Adèle" } }),
    );
    await expect(
      updateUser({ firstName: "Adèle", lastName: "Tremblay" }),
    ).resolves.toEqual({ ...user, firstName: "Adèle" });
    expect(call()).toMatchObject({
      url: "/api/user",
      method: "PATCH",
      json: { first_name: "Adèle", last_name: "Tremblay" },
    });
  });

  it("deletes the user, whose success carries a message only", async () => {
    fetchMock.mockResolvedValue(
      answer(200, { message: "User deleted successfully" }),
    );
    await expect(deleteUser()).resolves.toBeUndefined();
    expect(call()).toMatchObject({ url: "/api/user", method: "DELETE" });
  });

  it.each([
    ["fetchUser", () => fetchUser(), "Failed to fetch user"],
    ["updateUser", () => updateUser(user), "Failed to update user"],
    ["deleteUser", () => deleteUser(), "Failed to delete user"],
    ["logOut", () => logOut(), "Failed to log out."],
    ["fetchPoints", () => fetchPoints(), "Failed to fetch points"],
    [
      "ssoLoginUrl",
      () => ssoLoginUrl("http://localhost/", "tab-nonce-0123456789"),
      "Failed to redirect to login.",
    ],
  ])("%s fails with the catalogue's message", async (_name, run, message) => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(run()).rejects.toThrow(message);
  });

  it("logs out with a POST", async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { logged_out: true } }));
    await expect(logOut()).resolves.toBeUndefined();
    expect(call()).toMatchObject({
      url: "/api/user/logout",
      method: "POST",
    });
  });

  it("answers the provider's end-session address when the API gives one", async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        data: {
          logged_out: true,
          end_session_url: "https://idp.example/session/end?client_id=c",
        },
      }),
    );
    await expect(logOut()).resolves.toBe(
      "https://idp.example/session/end?client_id=c",
    );
  });

  it("says why sign-in can't start when the API gives a reason (503)", async () => {
    fetchMock.mockResolvedValue(
      answer(503, {
        message:
          "Sign-in is unavailable right now. Please try again in a few minutes.",
      }),
    );
    await expect(
      ssoLoginUrl("http://localhost/", "tab-nonce-0123456789"),
    ).rejects.toThrow(
      "Sign-in is unavailable right now. Please try again in a few minutes.",
    );
  });

  it("asks where to sign in, naming the way back", async () => {
    fetchMock.mockResolvedValue(
      answer(200, { data: { redirect_url: "http://idp/auth" } }),
    );
    await expect(
      ssoLoginUrl("http://localhost/points", "tab-nonce-0123456789"),
    ).resolves.toBe("http://idp/auth");
    expect(call().url).toBe(
      "/api/user-session/sso-login?redirect_url=http%3A%2F%2Flocalhost%2Fpoints&tab_nonce=tab-nonce-0123456789",
    );
  });

  it("reads the balance and redeems with an idempotency key", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        data: {
          points: 2500,
          pending: [{ points: 300, available_on: "2026-08-01" }],
          spent: [
            {
              order_id: "o1",
              points: 1000,
              spent_on: "2026-07-01",
              status: "spent",
            },
          ],
        },
      }),
    );
    await expect(fetchPoints()).resolves.toEqual({
      points: 2500,
      pending: [{ points: 300, available_on: "2026-08-01" }],
      spent: [
        {
          order_id: "o1",
          points: 1000,
          spent_on: "2026-07-01",
          status: "spent",
        },
      ],
    });
    fetchMock.mockResolvedValueOnce(
      answer(200, { data: { points: 1500, redeemed: 1000 } }),
    );
    await expect(
      redeemPoints({ points: 1000, method: "cash-back" }, "key-1"),
    ).resolves.toBe(1500);
    expect(call(1)).toMatchObject({
      url: "/api/point/redeem",
      method: "POST",
      headers: { "idempotency-key": "key-1", authorization: "Bearer tok" },
      json: { points: 1000, method: "cash-back" },
    });
  });

  it("throws the server's message when a redemption is refused", async () => {
    fetchMock.mockResolvedValue(
      answer(409, { message: "You have 0 points; you can't redeem 1,000." }),
    );
    await expect(
      redeemPoints({ points: 1000, method: "cash-back" }, "key-2"),
    ).rejects.toThrow("You have 0 points; you can't redeem 1,000.");
  });
});

describe("in mock mode", () => {
  beforeEach(() => {
    process.env.GATSBY_API_URL = "mock";
  });

  it("answers every call without the network", async () => {
    await expect(fetchUser()).resolves.toMatchObject({ firstName: "Alex" });
    await expect(
      updateUser({ firstName: "Sam", lastName: "Lee" }),
    ).resolves.toMatchObject({ firstName: "Sam", lastName: "Lee" });
    await expect(fetchPoints()).resolves.toMatchObject({ points: 2550 });
    await expect(
      redeemPoints({ points: 99_000, method: "cash-back" }, "k"),
    ).rejects.toThrow("You have 2,550 points; you can't redeem 99,000.");
    await expect(
      redeemPoints({ points: 1000, method: "travel-credit" }, "k2"),
    ).resolves.toBe(1550);
    await expect(
      ssoLoginUrl("http://localhost/points", "tab-nonce-0123456789"),
    ).resolves.toBe(
      "http://localhost/points#authToken=mock-token&tab_nonce=tab-nonce-0123456789",
    );
    await expect(logOut()).resolves.toBeUndefined();
    await expect(deleteUser()).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("knows no one without a stored token", async () => {
    window.localStorage.clear();
    await expect(fetchUser()).rejects.toThrow("Failed to fetch user");
  });
});
