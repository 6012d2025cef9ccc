import type { LogoutAnswer } from "../../../domain/users/user-contract";
import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { USER_FAILURES } from "./user";

/**
 * POST /user/logout: revokes this session on the server (SPEC §7). Answers
 * the provider's end-session address when it has one, for the browser to
 * visit so the provider's own session ends too.
 */
export async function logOut(): Promise<string | undefined> {
  if (isMockMode()) return undefined;
  const answer = await secureRequest<LogoutAnswer>("/user/logout", {
    method: "POST",
    failure: USER_FAILURES.logout,
  });
  return answer?.end_session_url;
}
