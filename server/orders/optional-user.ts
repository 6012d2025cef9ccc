import type { FastifyRequest } from "fastify";
import { sessionUser } from "../auth/authenticate";
import type { User } from "../users/users";

/** The signed-in user when a live session is presented; no sign-in required. */
export function optionalUser(
  request: FastifyRequest,
): Promise<User | undefined> {
  return sessionUser(request);
}
