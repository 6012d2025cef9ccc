import type { FastifyRequest } from "fastify";
import { sessionUser } from "../account/authenticate";
import type { User } from "../account/users";

/** The signed-in user when a live session is presented; no sign-in required. */
export function optionalUser(
  request: FastifyRequest,
): Promise<User | undefined> {
  return sessionUser(request);
}
