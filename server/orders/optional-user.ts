import type { FastifyRequest } from "fastify";
import { sessionUser, type User } from "../account";

/** The signed-in user when a live session is presented; no sign-in required. */
export function optionalUser(
  request: FastifyRequest,
): Promise<User | undefined> {
  return sessionUser(request);
}
