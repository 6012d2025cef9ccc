import { vi } from "vitest";
import {
  AttemptTimedOut,
  DEFAULT_RETRY_POLICY,
  guardedCall,
  isTransient,
  TransientFailure,
  type RetryPolicy,
  type RetryTools,
} from "./guarded-call";
import { DependencyUnavailable } from "./dependency";

const POLICY: RetryPolicy = {
  attempts: 3,
  attemptTimeoutMs: 1_000,
  baseDelayMs: 100,
  budgetMs: 10_000,
};

/** Real time for the attempts, but waits recorded and skipped, dice fixed. */
function tools(random = () => 0.5): RetryTools & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    now: () => Date.now(),
    random,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
}

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:443"), {
    code: "ECONNREFUSED",
  });

describe("a guarded call", () => {
  it("answers what the first attempt answers, once", async () => {
    const call = vi.fn(async () => "fares");
    const used = tools();
    await expect(guardedCall("fares", call, POLICY, used)).resolves.toBe(
      "fares",
    );
    expect(call).toHaveBeenCalledTimes(1);
    expect(used.waits).toEqual([]);
  });

  it("tries again after a network error, and answers the retry's answer", async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refused())
      .mockResolvedValueOnce("fares");
    await expect(guardedCall("fares", call, POLICY, tools())).resolves.toBe(
      "fares",
    );
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("gives up after the policy's attempts with DependencyUnavailable naming the dependency", async () => {
    const call = vi.fn(async () => {
      throw refused();
    });
    const failure = await guardedCall("payments", call, POLICY, tools()).catch(
      (error: unknown) => error,
    );
    expect(call).toHaveBeenCalledTimes(3);
    expect(failure).toBeInstanceOf(DependencyUnavailable);
    expect(failure).toMatchObject({
      dependency: "payments",
      retryAfterSeconds: 5,
      message:
        "The payment provider did not answer: connect ECONNREFUSED 10.0.0.1:443",
    });
  });

  it("ends an attempt that hangs at its timeout, aborting its signal", async () => {
    const signals: AbortSignal[] = [];
    const hang = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => {});
    };
    const policy = { ...POLICY, attemptTimeoutMs: 20 };
    const started = Date.now();
    const failure = await guardedCall("fares", hang, policy, tools()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DependencyUnavailable);
    expect((failure as Error).cause).toBeInstanceOf(AttemptTimedOut);
    expect(signals).toHaveLength(3);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    // Three timeouts of 20 ms, with room for a busy machine; never 1 s.
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("stops at the budget, the last attempt shortened to fit", async () => {
    const policy = { ...POLICY, attemptTimeoutMs: 200, budgetMs: 300 };
    let calls = 0;
    const hang = () => {
      calls += 1;
      return new Promise<never>(() => {});
    };
    const started = Date.now();
    await expect(guardedCall("fares", hang, policy, tools())).rejects.toThrow(
      DependencyUnavailable,
    );
    expect(calls).toBe(2);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
  });

  it("never repeats an answer, however bad: a declined card is returned as it is", async () => {
    const declined = { ok: false, declined: true, message: "Declined." };
    const call = vi.fn(async () => declined);
    await expect(guardedCall("payments", call, POLICY, tools())).resolves.toBe(
      declined,
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("throws an error that is not transient at once, as it is", async () => {
    const bug = new TypeError("offer.slices is undefined");
    const call = vi.fn(async () => {
      throw bug;
    });
    await expect(guardedCall("fares", call, POLICY, tools())).rejects.toBe(bug);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("treats a call that throws before returning a promise like one that rejects", async () => {
    const call = vi.fn((): Promise<string> => {
      throw refused();
    });
    await expect(guardedCall("fares", call, POLICY, tools())).rejects.toThrow(
      DependencyUnavailable,
    );
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("waits a random 0..base·2^(n-1) ms before the n-th retry (full jitter)", async () => {
    const failing = async () => {
      throw refused();
    };
    const policy = { ...POLICY, attempts: 4 };
    for (const dice of [0, 0.25, 0.5, 0.999]) {
      const used = tools(() => dice);
      await guardedCall("fares", failing, policy, used).catch(() => {});
      expect(used.waits).toEqual([
        Math.floor(dice * 100),
        Math.floor(dice * 200),
        Math.floor(dice * 400),
      ]);
    }
  });

  it("keeps the default policy's worst case within 5 s", () => {
    const { attempts, attemptTimeoutMs, baseDelayMs, budgetMs } =
      DEFAULT_RETRY_POLICY;
    expect(attempts).toBe(3);
    const waits = baseDelayMs * (2 ** (attempts - 1) - 1);
    const worst = Math.min(budgetMs, attempts * attemptTimeoutMs + waits);
    expect(worst).toBeLessThanOrEqual(5_000);
  });
});

describe("what counts as transient", () => {
  it.each([
    ["a socket refused", refused()],
    [
      "fetch failed, its cause the socket",
      new TypeError("fetch failed", { cause: refused() }),
    ],
    ["a timeout", new AttemptTimedOut(10)],
    ["an AbortSignal.timeout", new DOMException("timed out", "TimeoutError")],
    [
      "a 503 answer",
      Object.assign(new Error("Service Unavailable"), { status: 503 }),
    ],
    ["one marked so", new TransientFailure("supplier busy")],
  ])("%s is retried", (_name, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ["a bug", new TypeError("x is undefined")],
    ["a 400 answer", Object.assign(new Error("Bad Request"), { status: 400 })],
    [
      "a 402 answer",
      Object.assign(new Error("Payment Required"), { status: 402 }),
    ],
    ["a string", "nope"],
  ])("%s is not", (_name, error) => {
    expect(isTransient(error)).toBe(false);
  });
});
