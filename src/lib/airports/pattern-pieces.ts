/** SPEC §9: free text matches with up to 10% of its characters wrong. */
export const FREE_TEXT_THRESHOLD = 0.1;

/** The most errors fuse.js accepts in a pattern of this length (errors / length ≤ threshold). */
export function allowedErrors(
  patternLength: number,
  threshold = FREE_TEXT_THRESHOLD,
): number {
  let errors = 0;
  while ((errors + 1) / patternLength <= threshold) errors += 1;
  return errors;
}

// Pieces as short as a pair: the index knows each pair exactly, and more
// pieces that must stay intact narrow the candidates most.
const PIECE_MIN = 2;

/**
 * Splits a pattern into pieces, at least 2 × errors + 1 of them and as many
 * as PIECE_MIN characters allow. Each error damages at most one piece, so a
 * match leaves all but `errors` pieces intact, and each of them appears
 * exactly in the matching field. With no error the only piece is the pattern.
 */
export function patternPieces(pattern: string, errors: number): string[] {
  if (errors === 0) return [pattern];
  const count = Math.max(
    2 * errors + 1,
    Math.floor(pattern.length / PIECE_MIN),
  );
  const size = Math.floor(pattern.length / count);
  return Array.from({ length: count }, (_, piece) =>
    pattern.slice(
      piece * size,
      piece === count - 1 ? undefined : (piece + 1) * size,
    ),
  );
}

// fuse.js's bitap search takes patterns up to 32 characters.
export const BITAP_MAX = 32;

/**
 * How fuse.js cuts a longer pattern: 32-character chunks, the last one
 * overlapping so it is whole. A field matches when any chunk does.
 */
export function bitapChunks(pattern: string): string[] {
  if (pattern.length <= BITAP_MAX) return [pattern];
  const chunks: string[] = [];
  const end = pattern.length - (pattern.length % BITAP_MAX);
  for (let at = 0; at < end; at += BITAP_MAX) {
    chunks.push(pattern.slice(at, at + BITAP_MAX));
  }
  if (end < pattern.length) chunks.push(pattern.slice(-BITAP_MAX));
  return chunks;
}
