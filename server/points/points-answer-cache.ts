import type { PointsAnswer } from "../../domain/points/points-contract";
import { LruCache } from "../platform/caching/lru-cache";
import type { Database } from "../platform/db/database";
import { getSessionPoints } from "./pending";

/** Channel of migration 019's notices: a user id, or "" for every user. */
const POINTS_CHANGE_CHANNEL = "points_change";

/** Bounds memory: about 1 KB an answer; the least recently read go first. */
const MAX_ANSWERS = 5_000;

/**
 * Even unchanged, an answer is read again after this long: a notice lost
 * to a fault would leave it stale for no longer.
 */
export const MAX_ANSWER_AGE_MS = 10_000;

interface Kept {
  answer: PointsAnswer;
  userId: string;
  /** ms since the epoch */
  until: number;
}

export interface PointsAnswers {
  /** GET /point's answer for a session's token hash; undefined unless live. */
  read(tokenHash: string): Promise<PointsAnswer | undefined>;
  stop(): Promise<void>;
}

/**
 * GET /point's answers, kept in memory by session while nothing they are
 * made of changes: every signed-in page asks, and the query is the API's
 * costliest read. The database's notices (migration 019) drop a user's
 * answers as soon as a write to their ledger, orders or sessions commits;
 * an answer also goes when its session ends or pending points become
 * available. Only a database whose notices name every write (the embedded
 * one, written by this process alone) keeps answers; any other is asked
 * every time.
 */
export async function pointsAnswers(
  database: Database,
  now: () => number = Date.now,
): Promise<PointsAnswers> {
  if (!database.listen) {
    return {
      read: async (tokenHash) =>
        (await getSessionPoints(database, tokenHash))?.answer,
      stop: async () => {},
    };
  }

  const kept = new LruCache<string, Kept>(MAX_ANSWERS, () => 1);
  // Any notice moves it on: an answer read while a write committed is
  // not kept, since it may be from before the write.
  let notices = 0;
  const unlisten = await database.listen(POINTS_CHANGE_CHANNEL, (userId) => {
    notices += 1;
    kept.deleteWhere(userId ? (answer) => answer.userId === userId : undefined);
  });

  async function read(tokenHash: string) {
    const found = kept.get(tokenHash);
    if (found && found.until > now()) return found.answer;
    kept.delete(tokenHash);
    const noticesBefore = notices;
    const fresh = await getSessionPoints(database, tokenHash);
    if (fresh && notices === noticesBefore) {
      const until = Math.min(
        fresh.freshUntil.getTime(),
        now() + MAX_ANSWER_AGE_MS,
      );
      kept.set(tokenHash, {
        answer: fresh.answer,
        userId: fresh.userId,
        until,
      });
    }
    return fresh?.answer;
  }

  return { read, stop: unlisten };
}
