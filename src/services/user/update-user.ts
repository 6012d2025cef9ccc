import { secureRequest } from "../api-client";
import { isMockMode } from "../api-config";
import type { NameChangeRequest } from "../../../domain/users/user-contract";
import { toUser, USER_FAILURES, type ApiUser, type User } from "./user";

export interface NameChange {
  firstName: string;
  lastName: string;
}

/** PATCH /user: the new first and last name (SPEC §7). */
export async function updateUser({
  firstName,
  lastName,
}: NameChange): Promise<User> {
  if (isMockMode()) {
    const { mockRename } = await import("./mock-account");
    return toUser(mockRename(firstName, lastName));
  }
  const body: NameChangeRequest = {
    first_name: firstName,
    last_name: lastName,
  };
  const user = await secureRequest<ApiUser>("/user", {
    method: "PATCH",
    body,
    failure: USER_FAILURES.update,
  });
  return toUser(user);
}
