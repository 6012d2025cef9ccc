import { readStorage } from "../lib/safe-storage";
import { apiBase, AUTH_TOKEN_KEY } from "./api-config";
import { callWithDeadline, type Answer } from "./call-with-deadline";

/** A failed call, carrying the server's message when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The failure's whole JSON body, e.g. a 409's new price. */
    readonly body?: unknown,
    /** Seconds to wait before the same request again (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Sends the stored token as a bearer header (the spec's secure helper). */
  secure?: boolean;
  /** Sends `body` (FormData or a flat object) as multipart instead of JSON. */
  multipart?: boolean;
  /** A success answers `{ message }`, not `{ data }` (DELETE /user). */
  noData?: boolean;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** The message when the server gives none (SPEC §8 wording). */
  failure: string;
}

/**
 * One call to the API: JSON in and out, abortable, `{ data }` on success,
 * within a deadline and retried once where safe (call-with-deadline.ts).
 * A failure throws ApiRequestError with the server's `message`, else `failure`.
 */
export async function apiRequest<T>(
  path: string,
  {
    method = "GET",
    body,
    signal,
    secure = false,
    multipart = false,
    headers: extraHeaders,
    noData = false,
    failure,
  }: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    accept: "application/json",
  };
  // The browser writes multipart's content-type itself, with its boundary.
  if (body !== undefined && !multipart) {
    headers["content-type"] = "application/json";
  }
  const token = secure ? readStorage(AUTH_TOKEN_KEY) : null;
  if (token) headers.authorization = `Bearer ${token}`;

  // Safe to send twice: a read, or a write the server answers once per key.
  const retry =
    method === "GET" ||
    Object.keys(headers).some((name) => /^idempotency-key$/i.test(name));
  let response: Answer;
  try {
    response = await callWithDeadline(
      `${apiBase()}${path}`,
      {
        method,
        headers,
        body: encodeBody(body, multipart),
        credentials: "include",
      },
      { signal, retry },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(failure);
  }
  const { payload } = response;
  if (!response.ok) {
    const message =
      payload && typeof payload === "object" && "message" in payload
        ? String(payload.message)
        : failure;
    throw new ApiRequestError(
      message,
      response.status,
      payload,
      response.retryAfter,
    );
  }
  if (noData) return undefined as T;
  if (!payload || typeof payload !== "object" || !("data" in payload)) {
    throw new ApiRequestError(failure, response.status);
  }
  return payload.data as T;
}

/** The secure helper (SPEC §7): the stored token as a bearer header. */
export function secureRequest<T>(
  path: string,
  options: Omit<RequestOptions, "secure">,
): Promise<T> {
  return apiRequest<T>(path, { ...options, secure: true });
}

function encodeBody(body: unknown, multipart: boolean): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (!multipart) return JSON.stringify(body);
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) {
      form.append(key, value instanceof Blob ? value : String(value));
    }
  }
  return form;
}
