import { IN_FLIGHT_MESSAGE } from "../../platform/http/idempotency-key";

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * One Idempotency-Key and every answer it got. An answer lost with the
 * process (the connection failed) is no answer: the key is sent again after
 * the restart, until it gets a settled one.
 */
export interface KeyedRequest {
  key: string;
  send: () => Promise<Response>;
  answers: Answer[];
  /** Sends whose answer was lost. */
  lost: number;
}

/**
 * Told to try again: the key's first request is still under way (or its
 * claim was left by a killed process), the server failed (a failure frees
 * the key), or the rate limit.
 */
export function isSettled(answer: Answer): boolean {
  if (answer.status >= 500 || answer.status === 429) return false;
  const message = (answer.body as { message?: string } | null)?.message;
  return !(answer.status === 409 && message === IN_FLIGHT_MESSAGE);
}

export const settledAnswer = (request: KeyedRequest): Answer | undefined =>
  request.answers.find(isSettled);

/** Sends once; a lost answer (the process died) records nothing. */
export async function sendOnce(request: KeyedRequest): Promise<void> {
  try {
    const response = await request.send();
    const text = await response.text();
    request.answers.push({
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  } catch {
    // The connection failed: whether it was applied is for the retry to find out.
    request.lost += 1;
  }
}

/**
 * After a restart: a key with a lost answer is sent again (even when its
 * other send was answered: a double press whose second answer was lost),
 * then again until settled, a second apart, as a client told
 * Retry-After: 1 does.
 */
export async function sendUntilSettled(request: KeyedRequest): Promise<void> {
  if (request.lost > 0) {
    request.lost = 0;
    await sendOnce(request);
  }
  for (let attempt = 0; attempt < 30 && !settledAnswer(request); attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await sendOnce(request);
  }
  if (!settledAnswer(request)) {
    throw new Error(
      `The key ${request.key} got no settled answer: ${JSON.stringify(request.answers)}`,
    );
  }
}
