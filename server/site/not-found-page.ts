import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyReply } from "fastify";
import { ALWAYS_REVALIDATE } from "../platform/caching/cache-headers";

// A first segment such as "fr" or "pt-br" may be a language with its own 404.html.
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/;

const readIfExists = (file: string): Promise<string | null> =>
  readFile(file, "utf8").catch(() => null);

/** The built 404 page in the language of the path (public/fr/404.html for /fr/...). */
export async function notFoundPageFor(
  publicDir: string,
  urlPath: string,
): Promise<string | null> {
  const firstSegment = urlPath.split("/")[1] ?? "";
  if (LANGUAGE_SEGMENT.test(firstSegment)) {
    const localized = await readIfExists(
      path.join(publicDir, firstSegment, "404.html"),
    );
    if (localized !== null) return localized;
  }
  return readIfExists(path.join(publicDir, "404.html"));
}

export async function sendNotFoundPage(
  reply: FastifyReply,
  publicDir: string,
  urlPath: string,
): Promise<FastifyReply> {
  const page = await notFoundPageFor(publicDir, urlPath);
  reply.code(404).header("cache-control", ALWAYS_REVALIDATE);
  return page === null
    ? reply.type("text/plain; charset=utf-8").send("Not found")
    : reply.type("text/html; charset=utf-8").send(page);
}
