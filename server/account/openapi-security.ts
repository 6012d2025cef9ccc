import type { ApiSettings } from "../api-settings";
import { cookieName, SESSION_COOKIE } from "./session-cookie";

/** OpenAPI: how a secured route accepts credentials (see requireUser). */
export const securitySchemes = (settings: ApiSettings) =>
  ({
    bearerAuth: { type: "http", scheme: "bearer" },
    sessionCookie: {
      type: "apiKey",
      in: "cookie",
      name: cookieName(settings, SESSION_COOKIE),
    },
  }) as const;

/** Spread into a secured route's schema. */
export const SECURED: { security: Record<string, string[]>[] } = {
  security: [{ bearerAuth: [] }, { sessionCookie: [] }],
};
