import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { USER_FAILURES } from "./user";

/** POST /user/logout: revokes this session on the server (SPEC §7). */
export async function logOut(): Promise<void> {
  if (isMockMode()) return;
  await secureRequest<unknown>("/user/logout", {
    method: "POST",
    failure: USER_FAILURES.logout,
  });
}
