import { setTimeout as sleep } from "node:timers/promises";

/** The longest a GET waits for its session's offers (`Prefer: wait=N`). */
export const MAX_PRICING_WAIT_SECONDS = 5;
/** How often a wait looks again when another process prices the session. */
const LOOK_AGAIN_MS = 50;

/**
 * The seconds a request asks to wait (RFC 7240 `Prefer: wait=N`), at most
 * MAX_PRICING_WAIT_SECONDS; 0 when it asks none.
 */
export function preferredWaitSeconds(prefer: string | undefined): number {
  const asked = /(?:^|[,;\s])wait=(\d{1,4})(?=$|[,;\s])/i.exec(prefer ?? "");
  return asked ? Math.min(Number(asked[1]), MAX_PRICING_WAIT_SECONDS) : 0;
}

/**
 * The pricings this process runs, so that a GET asking to wait is answered
 * the moment its session's offers (or a supplier's batch of them) are
 * stored, not after a poll interval.
 */
export class PricingWaits {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly batchWaiters = new Map<string, Set<() => void>>();

  /** A batch of the session's offers was stored: its waits answer now. */
  progressed(sessionId: string): void {
    const waiters = this.batchWaiters.get(sessionId);
    this.batchWaiters.delete(sessionId);
    for (const wake of waiters ?? []) wake();
  }

  private nextBatch(sessionId: string): Promise<void> {
    return new Promise((wake) => {
      const waiters = this.batchWaiters.get(sessionId) ?? new Set();
      waiters.add(wake);
      this.batchWaiters.set(sessionId, waiters);
    });
  }

  /** Whether this process is pricing the session right now. */
  isPricing(sessionId: string): boolean {
    return this.running.has(sessionId);
  }

  /** Keeps `pricing` findable by its session until it settles. */
  track(sessionId: string, pricing: Promise<unknown>): void {
    const settled = pricing.then(
      () => {},
      () => {},
    );
    this.running.set(sessionId, settled);
    void settled.then(() => {
      this.running.delete(sessionId);
      this.progressed(sessionId);
    });
  }

  /**
   * Resolves once the session's pricing here settles or stores a batch, or
   * `isPriced` says another process stored something new, or `seconds`
   * pass: whichever comes first.
   */
  async wait(
    sessionId: string,
    seconds: number,
    isPriced: () => Promise<boolean>,
  ): Promise<void> {
    const deadline = Date.now() + seconds * 1000;
    const here = this.running.get(sessionId);
    if (here) {
      const timeout = new AbortController();
      await Promise.race([
        here,
        this.nextBatch(sessionId),
        sleep(seconds * 1000, undefined, { signal: timeout.signal }).catch(
          () => {},
        ),
      ]);
      timeout.abort();
      return;
    }
    while (Date.now() < deadline && !(await isPriced())) {
      await sleep(Math.min(LOOK_AGAIN_MS, Math.max(0, deadline - Date.now())));
    }
  }
}
