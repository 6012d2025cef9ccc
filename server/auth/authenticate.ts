import type { FastifyRequest } from "fastify";
import { ApiError } from "../api-errors";
import type { User } from "../users/users";
import { findSessionUser } from "./sessions";

export const SESSION_COOKIE = "northfare_session";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireUser. */
    user?: User;
  }
}

/** The bearer token, else the session cookie's. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S{1,200})$/i)?.[1];
  if (bearer) return bearer;
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length <= 200 ? cookie : undefined;
}

/** The answer to a request without a live session. */
export const signInRequired = () => new ApiError(401, "Sign in to continue.");

/** preHandler for secured routes: 401 unless a live session is presented. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  const user = token
    ? await findSessionUser(request.server.database, token)
    : undefined;
  if (!user) throw signInRequired();
  request.user = user;
}

/** The signed-in user of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw signInRequired();
  return request.user;
}
