import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding, type ContentEncoding } from "./content-encoding";

/** Smaller answers go as they are, as with @fastify/compress's threshold. */
const COMPRESS_FROM = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESS: Record<ContentEncoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        // Compressed once, so a little better than @fastify/compress's 4.
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => gzipAsync(body),
};

/** A strong ETag: the hash of the exact bytes sent. */
export function strongEtag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/**
 * A JSON answer that many requests share (a static list, a completed
 * search): serialised and hashed once, and compressed at most once per
 * encoding, off the event loop, when first asked for.
 */
export class PreparedJson {
  readonly etag: string;
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly body: string) {
    this.etag = strongEtag(body);
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = COMPRESS[encoding](this.body);
      this.#encoded.set(encoding, bytes);
      // A failure is not kept: the next request tries again.
      bytes.catch(() => this.#encoded.delete(encoding));
    }
    return bytes;
  }

  /** About what it holds: the body, and compressed copies smaller than it. */
  get size(): number {
    return 2 * this.body.length;
  }
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader("vary");
  if (vary === undefined) {
    reply.header("vary", header);
  } else if (
    !String(vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header)
  ) {
    reply.header("vary", `${vary}, ${header}`);
  }
}

/**
 * Sends a prepared answer with its strong ETag (304 and no body to a client
 * that already holds it), the given Cache-Control, and compressed as the
 * client accepts (@fastify/compress leaves an encoded answer alone).
 */
export async function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedJson,
  cacheControl?: string,
) {
  reply.header("etag", answer.etag);
  if (cacheControl) reply.header("cache-control", cacheControl);
  const compressible = answer.body.length >= COMPRESS_FROM;
  if (compressible) addVary(reply, "accept-encoding");
  const held = request.headers["if-none-match"];
  if (held && held.split(",").some((tag) => tag.trim() === answer.etag)) {
    return reply.code(304).send();
  }
  reply.type("application/json; charset=utf-8");
  const encoding =
    compressible && request.headers["x-no-compression"] === undefined
      ? chooseEncoding(request.headers["accept-encoding"])
      : undefined;
  if (!encoding) return reply.send(answer.body);
  const bytes = await answer.encoded(encoding);
  return reply.header("content-encoding", encoding).send(bytes);
}
