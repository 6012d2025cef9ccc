import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiSettings } from "../api-settings";
import { cookieName, cookieOptions } from "../account";
import { ATTEMPT_MINUTES } from "./login-attempts";

const BINDING_COOKIE = "northfare_signin";
/** Sign-ins under way at once in one browser (tabs); older ones drop out. */
const KEPT = 3;

const hashState = (state: string) =>
  createHash("sha256").update(state).digest("base64url");

function boundHashes(request: FastifyRequest, settings: ApiSettings): string[] {
  const value = request.cookies[cookieName(settings, BINDING_COOKIE)] ?? "";
  return value.split(".").filter((hash) => /^[\w-]{43}$/.test(hash));
}

function writeHashes(
  reply: FastifyReply,
  settings: ApiSettings,
  hashes: string[],
): void {
  const name = cookieName(settings, BINDING_COOKIE);
  if (hashes.length === 0) {
    reply.clearCookie(name, cookieOptions(settings));
    return;
  }
  reply.setCookie(name, hashes.join("."), {
    ...cookieOptions(settings),
    maxAge: ATTEMPT_MINUTES * 60,
  });
}

/**
 * Binds a sign-in attempt to the browser that starts it: a short-lived
 * HttpOnly cookie holds a hash of its state. A callback URL opened in any
 * other browser (login CSRF: someone else's sign-in finished in yours)
 * lacks it and is refused.
 */
export function bindToBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: ApiSettings,
  state: string,
): void {
  const kept = boundHashes(request, settings).slice(-(KEPT - 1));
  writeHashes(reply, settings, [...kept, hashState(state)]);
}

/** Whether this browser started the attempt with this state. */
export function isBoundToBrowser(
  request: FastifyRequest,
  settings: ApiSettings,
  state: string,
): boolean {
  const expected = Buffer.from(hashState(state));
  return boundHashes(request, settings).some((hash) => {
    const given = Buffer.from(hash);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The attempt is over: its hash leaves the cookie. */
export function releaseBinding(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: ApiSettings,
  state: string,
): void {
  const hash = hashState(state);
  writeHashes(
    reply,
    settings,
    boundHashes(request, settings).filter((kept) => kept !== hash),
  );
}
