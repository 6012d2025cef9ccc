import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The one Content-Security-Policy of the site. Gatsby's production HTML has
 * inline <script> elements (script loader, chunk mapping) and emotion/Chakra
 * and react-helmet add <style> elements and style attributes at run time,
 * hence 'unsafe-inline' for scripts and styles.
 */
const BASE_CSP = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
} as const satisfies Record<string, readonly string[]>;

export type CspDirective = keyof typeof BASE_CSP;

/** Extra sources per directive, e.g. an analytics origin in script-src and connect-src. */
export type CspAdditions = Partial<Record<CspDirective, readonly string[]>>;

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

export function contentSecurityPolicy(
  additions: CspAdditions = {},
): Record<CspDirective, string[]> {
  const directives = {} as Record<CspDirective, string[]>;
  for (const name of Object.keys(BASE_CSP) as CspDirective[]) {
    const sources = [...BASE_CSP[name], ...(additions[name] ?? [])];
    directives[name] = [...new Set(sources)];
  }
  return directives;
}

/** Helmet's headers with our CSP, plus HSTS on requests that arrived over https. */
export function addSecurityHeaders(
  app: FastifyInstance,
  cspAdditions: CspAdditions = {},
): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(cspAdditions),
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Sent by hand below: over plain http (localhost) HSTS would be wrong.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") {
      reply.header("strict-transport-security", HSTS_VALUE);
    }
  });
}
