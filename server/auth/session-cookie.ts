import type { FastifyReply } from "fastify";
import type { ApiSettings } from "../api-settings";
import { SESSION_COOKIE } from "./authenticate";

const cookieOptions = (settings: ApiSettings) => ({
  path: "/api",
  httpOnly: true,
  sameSite: "lax" as const,
  // Secure wherever the site is served over https (not on http://localhost).
  secure: settings.publicUrl.startsWith("https:"),
});

export function setSessionCookie(
  reply: FastifyReply,
  settings: ApiSettings,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(settings),
    expires: expiresAt,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  settings: ApiSettings,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(settings));
}
