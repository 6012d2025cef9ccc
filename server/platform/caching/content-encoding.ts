/** The encodings our answers come in, the preferred first. */
export const CONTENT_ENCODINGS = ["br", "gzip"] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/**
 * The encoding to send for an Accept-Encoding header, as @fastify/compress
 * chooses it: the accepted one with the highest q, br on a tie; `*` and
 * `x-gzip` count as gzip. Undefined: send the bytes as they are.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  let chosen: ContentEncoding | undefined;
  let chosenQuality = 0;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...parameters] = part.split(";");
    const name = token.trim().replace(/^(\*|x-gzip)$/, "gzip");
    const encoding = CONTENT_ENCODINGS.find((known) => known === name);
    if (!encoding) continue;
    const q = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => parameter.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    const better =
      quality > chosenQuality ||
      (quality === chosenQuality &&
        chosen !== undefined &&
        CONTENT_ENCODINGS.indexOf(encoding) <
          CONTENT_ENCODINGS.indexOf(chosen));
    if (quality > 0 && better) {
      chosen = encoding;
      chosenQuality = quality;
    }
  }
  return chosen;
}
