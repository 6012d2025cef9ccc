import type { ApiUser } from "../../../domain/users/user-contract";

export type { ApiUser };

/** The user as the site keeps it (SPEC §3). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const toUser = (user: ApiUser): User => ({
  id: user.id,
  firstName: user.first_name,
  lastName: user.last_name,
  email: user.email,
});

/** SPEC §8 wording. */
export const USER_FAILURES = {
  fetch: "Failed to fetch user",
  update: "Failed to update user",
  remove: "Failed to delete user",
  logout: "Failed to log out.",
  login: "Failed to redirect to login.",
} as const;
