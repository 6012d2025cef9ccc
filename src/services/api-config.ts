/**
 * Where the API is, from build configuration (GATSBY_API_URL): "/api" by
 * default (same origin), or "mock" for deploy previews, which answer every
 * call from in-browser fixtures.
 */
export function apiBase(): string {
  return process.env.GATSBY_API_URL || "/api";
}

export function isMockMode(): boolean {
  return apiBase() === "mock";
}

/** The key the spec stores the session token under. */
export const AUTH_TOKEN_KEY = "authToken";
