import type { Breadcrumb, ErrorEvent } from "@sentry/core";

/**
 * What never reaches the error reporter (SPEC §8): e-mail addresses, names,
 * tokens and card digits. Reports keep what finds a fault: the error's type,
 * its scrubbed message, the stack, the page's path and the release.
 */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// 13 to 19 digits, grouped by spaces or dashes as people type them.
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
const SECRET_VALUE =
  /\b((?:auth_?token|access_?token|refresh_?token|id_?token|token|password|secret)["']?\s*[:=]\s*["']?)[^\s"'&,;}#]+/gi;
// A URL's query and fragment carry tokens (#authToken=…) and e-mails.
const URL_TAIL = /(\bhttps?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
// Attribute values in a clicked element's selector can hold a name.
const SELECTOR_VALUE = /\[([\w-]+)=("[^"]*"|'[^']*'|[^\]]*)\]/g;

/** Keys whose values are personal or secret, wherever they appear. */
const PERSONAL_KEY =
  /e-?mail|(first|last|full|given|family|sur|user_?)_?name|token|password|secret|authorization|cookie|card|cvc|cvv|phone|passport|birth/i;

export const FILTERED = "[Filtered]";

export function scrubText(text: string): string {
  return text
    .replace(URL_TAIL, "$1")
    .replace(EMAIL, "[email]")
    .replace(BEARER, "Bearer [token]")
    .replace(SECRET_VALUE, "$1[token]")
    .replace(CARD, "[card]");
}

/** The path of a URL, without its query or fragment. */
export function scrubUrl(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ""));
}

/** Every string in a value, scrubbed; personal keys' values replaced. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      PERSONAL_KEY.test(key) ? FILTERED : scrubValue(v, depth + 1),
    ]),
  );
}

const scrubRecord = <T>(value: T | undefined): T | undefined =>
  value === undefined ? undefined : (scrubValue(value) as T);

/** Sentry's beforeSend: the event as it may leave the browser. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  // No user at all: the reporter needs no account to find a fault.
  delete scrubbed.user;
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.logentry?.message) {
    scrubbed.logentry = {
      ...scrubbed.logentry,
      message: scrubText(scrubbed.logentry.message),
      params: scrubRecord(scrubbed.logentry.params),
    };
  }
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((exception) => ({
        ...exception,
        value: exception.value && scrubText(exception.value),
        stacktrace: exception.stacktrace && {
          ...exception.stacktrace,
          frames: exception.stacktrace.frames?.map((frame) => ({
            ...frame,
            filename: frame.filename && scrubUrl(frame.filename),
            abs_path: frame.abs_path && scrubUrl(frame.abs_path),
            vars: scrubRecord(frame.vars),
          })),
        },
      })),
    };
  }
  if (scrubbed.request) {
    const { url } = scrubbed.request;
    scrubbed.request = { url: url && scrubUrl(url) };
  }
  if (scrubbed.breadcrumbs) {
    scrubbed.breadcrumbs = scrubbed.breadcrumbs.map(scrubBreadcrumb);
  }
  scrubbed.extra = scrubRecord(scrubbed.extra);
  scrubbed.contexts = scrubRecord(scrubbed.contexts);
  scrubbed.tags = scrubRecord(scrubbed.tags);
  return scrubbed;
}

/** Sentry's beforeBreadcrumb: clicks, console lines and requests, scrubbed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (scrubbed.message) {
    const message = breadcrumb.category?.startsWith("ui.")
      ? scrubbed.message.replace(SELECTOR_VALUE, "[$1]")
      : scrubbed.message;
    scrubbed.message = scrubText(message);
  }
  if (scrubbed.data) {
    const data = { ...scrubbed.data };
    for (const key of ["url", "from", "to"]) {
      if (typeof data[key] === "string") data[key] = scrubUrl(data[key]);
    }
    scrubbed.data = scrubValue(data) as Breadcrumb["data"];
  }
  return scrubbed;
}
