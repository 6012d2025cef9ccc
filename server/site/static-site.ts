import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NO_STORE, cacheControlFor } from "../platform/caching/cache-headers";
import { sendNotFoundPage } from "./not-found-page";
import { matchRule } from "../../domain/redirects/match-rule";
import type { RedirectRule } from "../../domain/redirects/redirect-rule";
import { readRedirects } from "../platform/build-output/read-redirects";
import { CSP_HEADER } from "../platform/csp/security-headers";
import { decodePathname, findSiteFile } from "./site-files";

export interface StaticSiteOptions {
  publicDir: string;
  redirectsFile: string;
  /** A built page's Content-Security-Policy, by its file (security-headers.ts). */
  pagePolicy?: (file: string) => string | undefined;
  /** A built page's own Permissions-Policy, where it differs from the site's. */
  pagePermissions?: (file: string) => string | undefined;
}

const PAGE_METHODS = ["GET", "HEAD"];

export const NO_BUILD_MESSAGE =
  "The site has not been built yet: run `npm run build` (or `npm start`, which builds when needed), then restart the server.\n";

function splitUrl(url: string): { pathname: string; search: string } {
  const queryStart = url.indexOf("?");
  return queryStart === -1
    ? { pathname: url, search: "" }
    : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) };
}

async function loadRules(
  app: FastifyInstance,
  file: string,
): Promise<RedirectRule[]> {
  if (!existsSync(file)) {
    app.log.warn(`No redirect rules: ${file} does not exist`);
    return [];
  }
  return readRedirects(file);
}

function methodNotAllowed(reply: FastifyReply): FastifyReply {
  return reply
    .code(405)
    .header("allow", PAGE_METHODS.join(", "))
    .type("text/plain; charset=utf-8")
    .send("Method not allowed\n");
}

/**
 * The production Gatsby build: files first, then the rules of `_redirects`
 * (as on Netlify, a rule never hides a file), then the 404 page.
 */
export async function staticSite(
  app: FastifyInstance,
  { publicDir, redirectsFile, pagePolicy, pagePermissions }: StaticSiteOptions,
): Promise<void> {
  if (!existsSync(path.join(publicDir, "index.html"))) {
    app.log.warn(`No build in ${publicDir}: run \`npm run build\``);
    app.route({
      method: PAGE_METHODS,
      url: "/*",
      handler: (_request, reply) =>
        reply
          .code(503)
          .header("cache-control", NO_STORE)
          .type("text/plain; charset=utf-8")
          .send(NO_BUILD_MESSAGE),
    });
    app.setNotFoundHandler((_request, reply) => methodNotAllowed(reply));
    return;
  }

  const rules = await loadRules(app, redirectsFile);
  await app.register(fastifyStatic, {
    root: publicDir,
    serve: false,
    cacheControl: false,
    dotfiles: "ignore",
    // The build writes file.br and file.gz (gatsby/precompress.ts): sent as
    // they are by Accept-Encoding, never compressed again per request.
    preCompressed: true,
  });

  const sendSiteFile = (reply: FastifyReply, file: string) => {
    const policy = pagePolicy?.(file);
    if (policy !== undefined) reply.header(CSP_HEADER, policy);
    const permissions = pagePermissions?.(file);
    if (permissions !== undefined) {
      reply.header("permissions-policy", permissions);
    }
    return reply.header("cache-control", cacheControlFor(file)).sendFile(file);
  };

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const { pathname, search } = splitUrl(request.url);
    const decoded = decodePathname(pathname);
    const file =
      decoded === null ? null : await findSiteFile(publicDir, decoded);
    if (file !== null) return sendSiteFile(reply, file);

    const match = matchRule(rules, pathname, search);
    if (match?.kind === "redirect") {
      return reply.redirect(match.location, match.status);
    }
    if (match?.kind === "rewrite") {
      const targetPath = decodePathname(match.path);
      const target =
        targetPath === null ? null : await findSiteFile(publicDir, targetPath);
      if (target !== null) return sendSiteFile(reply, target);
    }
    return sendNotFoundPage(reply, publicDir, pathname);
  }

  app.route({ method: PAGE_METHODS, url: "/*", handler: servePage });
  app.setNotFoundHandler((request, reply) =>
    PAGE_METHODS.includes(request.method)
      ? sendNotFoundPage(reply, publicDir, splitUrl(request.url).pathname)
      : methodNotAllowed(reply),
  );
}
