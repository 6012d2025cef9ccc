import path from "node:path";
import compress from "@fastify/compress";
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import { apiPlugin } from "./api";
import { addSecurityHeaders, type CspAdditions } from "./security-headers";
import { staticSite } from "./static-site";

const repoRoot = path.resolve(__dirname, "..");

export interface AppOptions {
  /** The Gatsby build to serve; default <repo>/public. */
  publicDir?: string;
  /** Redirect and rewrite rules; default <repo>/static/_redirects. */
  redirectsFile?: string;
  /** Believe X-Forwarded-* headers (behind a reverse proxy or load balancer). */
  trustProxy?: boolean;
  /** Extra Content-Security-Policy sources, e.g. a configured analytics origin. */
  cspAdditions?: CspAdditions;
  logger?: FastifyServerOptions["logger"];
}

/** The whole product on one port: the JSON API under /api and the built site. */
export function buildApp(options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
  });

  app.register(compress, { encodings: ["br", "gzip"] });
  addSecurityHeaders(app, options.cspAdditions);

  app.register(apiPlugin, { prefix: "/api" });
  app.register(staticSite, {
    publicDir: options.publicDir ?? path.join(repoRoot, "public"),
    redirectsFile:
      options.redirectsFile ?? path.join(repoRoot, "static", "_redirects"),
  });

  return app;
}
