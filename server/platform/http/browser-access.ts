import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hashToken } from "./token-hash";

/** Lets the browser that made an order open it again without signing in. */
export const ORDER_ACCESS_COOKIE = "order_access";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The browser's order_access token, when it sent a well-formed one. */
export function browserToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[ORDER_ACCESS_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Whether the request comes from the browser whose token hashes to `hash`. */
export function isSameBrowser(
  request: FastifyRequest,
  hash: string | null,
): boolean {
  const token = browserToken(request);
  return token !== undefined && hash !== null && hashToken(token) === hash;
}

/**
 * The browser's token, issuing one (and its cookie) the first time. Only its
 * sha256 is stored with an order, like session tokens.
 */
export function ensureBrowserToken(
  request: FastifyRequest,
  reply: FastifyReply,
): { token: string; hash: string } {
  const token = browserToken(request) ?? randomBytes(32).toString("base64url");
  reply.setCookie(ORDER_ACCESS_COOKIE, token, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    // Secure over https, as the session cookie (not on http://localhost).
    secure:
      request.protocol === "https" ||
      request.server.settings.publicUrl.startsWith("https:"),
    maxAge: ONE_YEAR_SECONDS,
  });
  return { token, hash: hashToken(token) };
}
