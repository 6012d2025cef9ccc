import { SESSION_COOKIE } from "./authenticate";

/** OpenAPI: how a secured route accepts credentials (see requireUser). */
export const SECURITY_SCHEMES = {
  bearerAuth: { type: "http", scheme: "bearer" },
  sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
} as const;

/** Spread into a secured route's schema. */
export const SECURED: { security: Record<string, string[]>[] } = {
  security: [{ bearerAuth: [] }, { sessionCookie: [] }],
};
