import path from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { apiPlugin } from "./api";
import type { ApiContext } from "./api-context";
import { logSerializers } from "./platform/http/log-serializers";
import { RequestLog } from "./platform/http/request-log";
import { readBuiltPages } from "./platform/csp/built-pages";
import type { CspAdditions } from "./platform/csp/content-security-policy";
import { SitePolicies } from "./platform/csp/site-policies";
import { requestId } from "./platform/http/request-id";
import { addSecurityHeaders } from "./platform/csp/security-headers";
import { staticSite } from "./site";
import {
  fastifyTrustProxy,
  type TrustProxy,
} from "./platform/http/trust-proxy";

const repoRoot = path.resolve(__dirname, "..");

export interface AppOptions {
  /** The API's database and settings. */
  api: ApiContext;
  /** The Gatsby build to serve; default <repo>/public. */
  publicDir?: string;
  /** Redirect and rewrite rules; default <repo>/static/_redirects. */
  redirectsFile?: string;
  /**
   * Behind proxies: how many hops, or their addresses (TRUST_PROXY), whose
   * X-Forwarded-* headers are believed. Never "everyone".
   */
  trustProxy?: TrustProxy;
  /** Extra Content-Security-Policy sources, e.g. a configured analytics origin. */
  cspAdditions?: CspAdditions;
  /** A built page's own extra sources (file relative to the build folder). */
  pageCspAdditions?: (file: string) => CspAdditions;
  /** A built page's own Permissions-Policy, e.g. wallets for Stripe on checkout. */
  pagePermissions?: (file: string) => string | undefined;
  /** Log at this level, to stdout or `stream`; no logging when unset (tests). */
  logger?: { level: string; stream?: { write(line: string): void } };
}

/** The whole product on one port: the JSON API under /api and the built site. */
export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger
      ? { ...options.logger, serializers: logSerializers }
      : false,
    logController: new RequestLog(),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Our JSON bodies are small; anything bigger is refused with 413.
    bodyLimit: 16 * 1024,
    // genReqId reads x-request-id itself, keeping only a UUID.
    requestIdHeader: false,
    genReqId: requestId,
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  const publicDir = options.publicDir ?? path.join(repoRoot, "public");
  // Each built page's CSP, with its inline scripts' and styles' hashes.
  const policies = new SitePolicies(
    options.cspAdditions ?? {},
    readBuiltPages(publicDir),
    options.pageCspAdditions,
  );
  app.register(compress, { encodings: ["br", "gzip"] });
  addSecurityHeaders(app, policies);

  app.register(apiPlugin, { prefix: "/api", ...options.api });
  app.register(staticSite, {
    publicDir,
    pagePolicy: (file) => policies.forFile(file),
    pagePermissions: options.pagePermissions,
    redirectsFile:
      options.redirectsFile ?? path.join(repoRoot, "static", "_redirects"),
  });

  return app;
}
