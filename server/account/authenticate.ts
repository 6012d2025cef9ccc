import type { FastifyRequest } from "fastify";
import { ApiError } from "../platform/http/api-errors";
import type { User } from "./users";
import { cookieName, SESSION_COOKIE } from "./session-cookie";
import { findSessionUser } from "./sessions";

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
  const name = cookieName(request.server.settings, SESSION_COOKIE);
  const cookie = request.cookies[name];
  return cookie && cookie.length <= 200 ? cookie : undefined;
}

const lookups = new WeakMap<FastifyRequest, Promise<User | undefined>>();

/**
 * The user of the live session the request presents, if any; looked up once
 * a request (the rate limit and the route both ask).
 */
export function sessionUser(
  request: FastifyRequest,
): Promise<User | undefined> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const token = sessionToken(request);
    lookup = token
      ? findSessionUser(
          request.server.database,
          token,
          request.server.settings.sessionIdleHours,
        )
      : Promise.resolve(undefined);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The answer to a request without a live session. */
export const signInRequired = () => new ApiError(401, "Sign in to continue.");

/** preHandler for secured routes: 401 unless a live session is presented. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await sessionUser(request);
  if (!user) throw signInRequired();
  request.user = user;
}

/** The signed-in user of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw signInRequired();
  return request.user;
}
