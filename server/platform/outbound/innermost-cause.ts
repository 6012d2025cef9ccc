/**
 * The innermost `code` and message along an error's causes (fetch hides the
 * socket's), for one log line; `fallback` when no message is found.
 */
export function innermostCause(
  error: unknown,
  fallback = String(error),
): { code?: string; message: string } {
  let code: string | undefined;
  let message = fallback;
  for (let at = error, depth = 0; at && depth < 5; depth += 1) {
    if (typeof at !== "object") break;
    const own = at as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof own.code === "string") code = own.code;
    if (typeof own.message === "string" && own.message) message = own.message;
    at = own.cause;
  }
  return { code, message };
}
