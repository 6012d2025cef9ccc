import { readStorage } from "../lib/safe-storage";
import { apiBase, AUTH_TOKEN_KEY } from "./api-config";

/** A failed call, carrying the server's message when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
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
  /** The message when the server gives none (SPEC §8 wording). */
  failure: string;
}

/**
 * One call to the API: JSON in and out, abortable, `{ data }` on success.
 * A failure throws ApiRequestError with the server's `message`, else `failure`.
 */
export async function apiRequest<T>(
  path: string,
  { method = "GET", body, signal, secure = false, failure }: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const token = secure ? readStorage(AUTH_TOKEN_KEY) : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(failure);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      payload && typeof payload === "object" && "message" in payload
        ? String(payload.message)
        : failure;
    throw new ApiRequestError(message, response.status);
  }
  if (!payload || typeof payload !== "object" || !("data" in payload)) {
    throw new ApiRequestError(failure, response.status);
  }
  return payload.data as T;
}
