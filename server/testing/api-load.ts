import { MINIMUM_REDEMPTION } from "../../domain/points/redeem-rules";
import { IN_FLIGHT_MESSAGE } from "../platform/http/idempotency-key";

/**
 * Requests without end against a running API, as its users make them, for
 * tests that take the database away meanwhile: health checks, balances, and
 * redemptions each retried under its Idempotency-Key until one is accepted.
 */

/** A client gives up on an answer after this; no answer is a hang. */
export const CLIENT_TIMEOUT_MS = 10_000;
/** The points each redemption asks for: the fewest, so the balance lasts. */
export const REDEEMED_POINTS = MINIMUM_REDEMPTION;

export type LoadRoute = "health" | "balance" | "redeem";

export interface LoadAnswer {
  route: LoadRoute;
  /** The HTTP status, or how the request failed without one. */
  status: number | "timeout" | "network error";
  retryAfter: string | null;
  message?: string;
  /** When it was answered (Date.now()). */
  at: number;
}

export interface ApiLoad {
  answers: LoadAnswer[];
  /** Each accepted redemption's key and the body of its 200. */
  accepted: Map<string, unknown>;
  /** Keys answered 503 or 409 (in flight) before their 200. */
  retried: Set<string>;
  /** Keys with no 200 when the load ended. */
  unsettled: string[];
  /** Ends the load; each redemption under way is retried until settled. */
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A redemption left without an answer after the load ends (a stuck claim waits 30 s). */
const SETTLE_LIMIT_MS = 45_000;

export function startApiLoad(
  baseUrl: string,
  authorization: string,
  clientsPerRoute = 4,
): ApiLoad {
  const answers: LoadAnswer[] = [];
  const accepted = new Map<string, unknown>();
  const retried = new Set<string>();
  const unsettled: string[] = [];
  let running = true;
  let settleBy = Infinity;

  const ask = async (route: LoadRoute, init: RequestInit = {}) => {
    const url = `${baseUrl}/api/${route === "health" ? "health" : route === "balance" ? "point" : "point/redeem"}`;
    const answer: LoadAnswer = {
      route,
      status: "network error",
      retryAfter: null,
      at: 0,
    };
    let body: unknown;
    try {
      const response = await fetch(url, {
        ...init,
        headers: { authorization, ...init.headers },
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      answer.status = response.status;
      answer.retryAfter = response.headers.get("retry-after");
      body = await response.json();
      answer.message = (body as { message?: string }).message;
    } catch (error) {
      if ((error as Error).name === "TimeoutError") answer.status = "timeout";
    }
    answer.at = Date.now();
    answers.push(answer);
    return { answer, body };
  };

  const read = async (route: "health" | "balance") => {
    while (running) {
      await ask(route);
      await pause(20);
    }
  };

  const redeemUntilAccepted = async (key: string) => {
    while (Date.now() < settleBy) {
      const { answer, body } = await ask("redeem", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify({ points: REDEEMED_POINTS, method: "cash-back" }),
      });
      if (answer.status === 200) {
        accepted.set(key, body);
        return;
      }
      const inFlight =
        answer.status === 409 && answer.message === IN_FLIGHT_MESSAGE;
      // Anything but "not now" is a failure the test reports from `answers`.
      if (answer.status !== 503 && !inFlight) return;
      retried.add(key);
      // In flight: a claim the outage left behind, until it counts as abandoned.
      await pause(inFlight ? 1_000 : 100);
    }
    unsettled.push(key);
  };

  const redeem = async (client: number) => {
    for (let n = 0; running; n += 1) {
      await redeemUntilAccepted(`load-${client}-${n}`);
      await pause(20);
    }
  };

  const clients = Array.from({ length: clientsPerRoute }, (_, client) => [
    read("health"),
    read("balance"),
    redeem(client),
  ]).flat();

  return {
    answers,
    accepted,
    retried,
    unsettled,
    async stop() {
      running = false;
      settleBy = Date.now() + SETTLE_LIMIT_MS;
      await Promise.all(clients);
    },
  };
}
