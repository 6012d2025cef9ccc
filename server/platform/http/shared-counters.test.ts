import { connectSharedCounters } from "./shared-counters";
import { startRedisServer } from "../../testing/redis-process";
import { sparePort } from "../../../scripts/ports";

describe("REDIS_URL", () => {
  it("refuses to start, in one sentence naming the server, when Redis can't be reached", async () => {
    const port = await sparePort();
    await expect(
      connectSharedCounters(`redis://user:secret@127.0.0.1:${port}`),
    ).rejects.toThrow(
      new RegExp(
        `^Redis at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\) could not be reached: .+\\. Start it, or unset REDIS_URL to count rate limits in this process\\.$`,
      ),
    );
  });

  it("connects to a running Redis", async () => {
    const redis = await startRedisServer(await sparePort());
    try {
      const counters = await connectSharedCounters(redis.url);
      expect(await counters.incr("northfare:test")).toBe(1);
      await counters.quit();
    } finally {
      await redis.stop();
    }
  });
});
