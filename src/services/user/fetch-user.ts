import { readStorage } from "../../lib/safe-storage";
import { ApiRequestError, secureRequest } from "../api-client";
import { AUTH_TOKEN_KEY, isMockMode } from "../api-config";
import { toUser, USER_FAILURES, type ApiUser, type User } from "./user";

/** GET /user: who is signed in (SPEC §7); fails when no one is. */
export async function fetchUser(signal?: AbortSignal): Promise<User> {
  if (isMockMode()) {
    const { mockUser } = await import("./mock-account");
    if (!readStorage(AUTH_TOKEN_KEY)) {
      throw new ApiRequestError(USER_FAILURES.fetch, 401);
    }
    return toUser(mockUser());
  }
  const user = await secureRequest<ApiUser>("/user", {
    signal,
    failure: USER_FAILURES.fetch,
  });
  return toUser(user);
}
