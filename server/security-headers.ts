import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

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
  "worker-src": ["'self'"],
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

/** Helmet's options: our CSP, and HSTS left to addSecurityHeaders. */
function helmetOptions(cspAdditions: CspAdditions) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(cspAdditions),
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Sent by hand below: over plain http (localhost) HSTS would be wrong.
    strictTransportSecurity: false,
  } as const;
}

/**
 * The headers Helmet sends with these options. They are the same on every
 * answer, but @fastify/helmet builds Helmet's middleware again (parsing the
 * CSP) on each request, so they are worked out once, on a throwaway instance.
 */
export async function helmetHeaders(
  cspAdditions: CspAdditions = {},
): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(cspAdditions));
  probe.get("/", (_request, reply) => reply.getHeaders());
  try {
    return (await probe.inject("/")).json();
  } finally {
    await probe.close();
  }
}

/**
 * Every security header of an answer sent over https, as
 * addSecurityHeaders sends them; netlify.toml is generated from this.
 */
export async function httpsSecurityHeaders(
  cspAdditions: CspAdditions = {},
): Promise<Record<string, string>> {
  return {
    ...(await helmetHeaders(cspAdditions)),
    "strict-transport-security": HSTS_VALUE,
  };
}

/** Helmet's headers with our CSP, plus HSTS on requests that arrived over https. */
export function addSecurityHeaders(
  app: FastifyInstance,
  cspAdditions: CspAdditions = {},
): void {
  let headers: Record<string, string> = {};
  app.addHook("onReady", async () => {
    headers = await helmetHeaders(cspAdditions);
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", HSTS_VALUE);
    }
    done();
  });
}
