import { Redis } from "ioredis";

/** How long the start waits for Redis before saying it can't be reached. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connects to the Redis server that every API process counts rate limits in
 * (REDIS_URL). Fails at start, in one sentence naming the server, rather
 * than on the first request. Afterwards a lost connection is retried in the
 * background and each command fails fast meanwhile.
 */
export async function connectSharedCounters(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Once started: reconnect every second at most, for good.
    retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
  });
  // Errors reach the commands that meet them; the event would be unhandled.
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const where = new URL(url);
    where.password = "";
    where.username = "";
    throw new Error(
      `Redis at ${where.host} (REDIS_URL) could not be reached: ${(error as Error).message}. Start it, or unset REDIS_URL to count rate limits in this process.`,
    );
  }
  return redis;
}
