import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";
import { USER_FAILURES } from "./user";

/** DELETE /user: the account and its sessions (SPEC §7). */
export async function deleteUser(): Promise<void> {
  if (isMockMode()) return;
  await secureRequest<void>("/user", {
    method: "DELETE",
    noData: true,
    failure: USER_FAILURES.remove,
  });
}
