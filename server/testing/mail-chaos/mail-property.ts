import { spawn } from "node:child_process";
import path from "node:path";
import type { Database } from "../../platform/db/database";
import { queueMail } from "../../mail";
import { startSmtpSink } from "../smtp-sink";

const repoRoot = path.resolve(__dirname, "../../..");

/** Where the property's outbox lives, as the worker and the checks reach it. */
export interface MailChaosDatabase {
  workerEnv: Record<string, string>;
  /** Runs `work` on the database before any worker holds it. */
  seed(work: (database: Database) => Promise<void>): Promise<void>;
  dispose(): Promise<void>;
}

/** A small seeded generator: a failing run names its seed to replay it. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function startWorker(env: Record<string, string>, smtpUrl: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "server/testing/mail-chaos/mail-worker.ts"],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", SMTP_URL: smtpUrl, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const waiters: { line: string; resolve: () => void }[] = [];
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    for (const waiter of [...waiters]) {
      if (output.includes(waiter.line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => resolve()),
  );
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      if (output.includes(`${line}`)) return resolve();
      waiters.push({ line, resolve });
      void exited.then(() =>
        reject(new Error(`The mail worker exited: ${output}`)),
      );
    });
  return {
    printed,
    /** The outbox's rows, once a run leaves nothing unsent. */
    async drained() {
      await printed("drained");
      const line = output
        .split("\n")
        .find((each) => each.startsWith("drained "));
      return JSON.parse(line!.slice("drained ".length)) as {
        message_id: string;
        sent_at: string | null;
      }[];
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * Queues `count` messages, then runs the sender in a process killed
 * `rounds` times, each once the SMTP server has a random 1 to 3 more
 * messages and a random moment later (the server keeps each message as soon
 * as its data is in and answers up to 100 ms later, so a kill lands before,
 * inside or after the window where a delivery is made but not recorded),
 * then lets a last one drain the outbox. Checks, on the database and the server: every message sent and
 * received; none received that was not queued; and a message received
 * twice only for a kill between the server's acceptance and `sent_at`,
 * under its same Message-ID (at most one per kill: one message is in flight).
 */
export async function checkMailUnderKills(
  database: MailChaosDatabase,
  { count, rounds, seed }: { count: number; rounds: number; seed: number },
): Promise<void> {
  const next = random(seed);
  const sink = await startSmtpSink();
  sink.answerAfter(100);
  try {
    await database.seed(async (db) => {
      for (let index = 0; index < count; index += 1) {
        await queueMail(
          db,
          {
            kind: "chaos",
            language: "en",
            to: `traveller${index}@example.com`,
            subject: `Message ${index}`,
            text: `Message ${index}`,
            html: `<p>Message ${index}</p>`,
            attachments: [],
          },
          "http://localhost:8000",
        );
      }
    });
    /** How many messages the server had at each kill. */
    const kills: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const worker = startWorker(database.workerEnv, sink.url);
      await worker.printed("ready");
      // Killed once the server has 1 to 3 more messages, then up to 150 ms
      // on: inside or just past the server's answer, or between two sends.
      const target = sink.received.length + 1 + Math.floor(next() * 3);
      const deadline = Date.now() + 5_000;
      while (sink.received.length < target && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, next() * 150));
      kills.push(sink.received.length);
      await worker.kill();
    }
    // The last worker reports the outbox once it has sent everything (a
    // second opening of the folder here would cost seconds).
    const last = startWorker(database.workerEnv, sink.url);
    const rows = await last.drained();
    await last.kill();

    const queued = new Set(rows.map((row) => row.message_id));
    const received = sink.received.map((mail) => mail.messageId);
    const unsent = rows.filter((row) => !row.sent_at);
    const repeats = received.length - queued.size;
    // The seed in every comparison: a failure names the run to replay.
    expect({ seed, unsent }).toEqual({ seed, unsent: [] });
    expect({ seed, received: new Set(received) }).toEqual({
      seed,
      received: queued,
    });
    expect({
      seed,
      kills,
      atMostOneRepeatPerKill: repeats <= kills.length,
    }).toEqual({
      seed,
      kills,
      atMostOneRepeatPerKill: true,
    });
  } finally {
    await sink.close();
    await database.dispose();
  }
}
