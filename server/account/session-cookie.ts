import type { FastifyReply } from "fastify";
import type { ApiSettings } from "../api-settings";

export const SESSION_COOKIE = "northfare_session";

const servedOverHttps = (settings: ApiSettings) =>
  settings.publicUrl.startsWith("https:");

/**
 * A cookie's name: with `__Host-` wherever the site is served over https,
 * so the browser keeps it to this exact origin (Secure, Path=/, no Domain)
 * and no sibling subdomain can plant or overwrite it. Browsers accept the
 * prefix only on Secure cookies, hence the plain name on http://localhost.
 */
export function cookieName(settings: ApiSettings, name: string): string {
  return servedOverHttps(settings) ? `__Host-${name}` : name;
}

/** HttpOnly, SameSite=Lax, Path=/, and Secure over https. */
export function cookieOptions(settings: ApiSettings) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: servedOverHttps(settings),
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  settings: ApiSettings,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(cookieName(settings, SESSION_COOKIE), token, {
    ...cookieOptions(settings),
    expires: expiresAt,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  settings: ApiSettings,
): void {
  reply.clearCookie(
    cookieName(settings, SESSION_COOKIE),
    cookieOptions(settings),
  );
}
