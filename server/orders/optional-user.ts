import type { FastifyRequest } from "fastify";
import { sessionToken } from "../auth/authenticate";
import { findSessionUser } from "../auth/sessions";
import type { User } from "../users/users";

/** The signed-in user when a live session is presented; no sign-in required. */
export async function optionalUser(
  request: FastifyRequest,
): Promise<User | undefined> {
  const token = sessionToken(request);
  return token ? findSessionUser(request.server.database, token) : undefined;
}
