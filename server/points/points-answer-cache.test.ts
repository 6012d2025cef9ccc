import type { Database } from "../platform/db/database";
import { openDatabase } from "../platform/db/open-database";
import { hashToken } from "../platform/http/token-hash";
import { revokeSession } from "../account/sessions";
import { deleteUser } from "../account/users";
import { createSignedInUser } from "../testing/signed-in-user";
import { recordEntry } from "./ledger";
import { MAX_ANSWER_AGE_MS, pointsAnswers } from "./points-answer-cache";

let database: Database;
let queries: number;
/** The database, counting the queries made through it. */
let counted: Database;

beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

beforeEach(() => {
  queries = 0;
  counted = {
    ...database,
    query: (sql, params) => {
      queries += 1;
      return database.query(sql, params);
    },
  };
});

async function signedIn(points = 0) {
  const { user, token } = await createSignedInUser(database);
  if (points) await recordEntry(database, user.id, { kind: "adjust", points });
  return { user, token, tokenHash: hashToken(token) };
}

describe("GET /point's answers kept in memory", () => {
  it("asks the database once while nothing changes", async () => {
    const answers = await pointsAnswers(counted);
    const { tokenHash } = await signedIn(700);
    expect((await answers.read(tokenHash))?.points).toBe(700);
    expect((await answers.read(tokenHash))?.points).toBe(700);
    expect(queries).toBe(1);
    await answers.stop();
  });

  it("reads again once a write to the user's ledger commits", async () => {
    const answers = await pointsAnswers(counted);
    const { user, tokenHash } = await signedIn(700);
    await answers.read(tokenHash);
    await recordEntry(database, user.id, { kind: "adjust", points: -200 });
    expect((await answers.read(tokenHash))?.points).toBe(500);
    await answers.stop();
  });

  it("keeps other users' answers when one user's points change", async () => {
    const answers = await pointsAnswers(counted);
    const changed = await signedIn(100);
    const other = await signedIn(300);
    await answers.read(changed.tokenHash);
    await answers.read(other.tokenHash);
    await recordEntry(database, changed.user.id, { kind: "adjust", points: 1 });
    expect((await answers.read(other.tokenHash))?.points).toBe(300);
    expect((await answers.read(changed.tokenHash))?.points).toBe(101);
    expect(queries).toBe(3);
    await answers.stop();
  });

  it("answers nothing once the session is revoked", async () => {
    const answers = await pointsAnswers(counted);
    const { token, tokenHash } = await signedIn(700);
    await answers.read(tokenHash);
    await revokeSession(database, token);
    expect(await answers.read(tokenHash)).toBeUndefined();
    await answers.stop();
  });

  it("answers nothing once the account is deleted (its sessions go with it)", async () => {
    const answers = await pointsAnswers(counted);
    // No points: only the sessions' cascade changes anything of theirs.
    const { user, tokenHash } = await signedIn();
    await answers.read(tokenHash);
    expect(await deleteUser(database, user.id)).toBe(true);
    expect(await answers.read(tokenHash)).toBeUndefined();
    await answers.stop();
  });

  it("does not keep an answer read while a write committed", async () => {
    // A database whose query answers when told, to send a notice first.
    let notify: (userId: string) => void = () => {};
    const answered: (() => void)[] = [];
    const row = {
      user_id: "user-1",
      fresh_until: new Date(Date.now() + 3_600_000),
      points: 700,
      pending: [],
      spent: [],
    };
    const slow: Database = {
      query: async <Row>() => {
        queries += 1;
        await new Promise<void>((resolve) => answered.push(resolve));
        return [row] as Row[];
      },
      transaction: () => Promise.reject(new Error("not used")),
      listen: async (_channel, onNotice) => {
        notify = onNotice;
        return async () => {};
      },
      close: async () => {},
    };
    const answers = await pointsAnswers(slow);
    const first = answers.read("hash-1");
    notify("user-1");
    answered.shift()!();
    expect((await first)?.points).toBe(700);
    const second = answers.read("hash-1");
    answered.shift()?.();
    await second;
    expect(queries).toBe(2);
  });

  it("reads again when pending points become available", async () => {
    let now = Date.now();
    const answers = await pointsAnswers(counted, () => now);
    const { user, tokenHash } = await signedIn(700);
    const availableAt = new Date(now + 5_000);
    await recordEntry(database, user.id, {
      kind: "earn",
      points: 40,
      availableAt,
    });
    await answers.read(tokenHash);
    now = availableAt.getTime() - 1;
    await answers.read(tokenHash);
    expect(queries).toBe(1);
    now = availableAt.getTime();
    await answers.read(tokenHash);
    expect(queries).toBe(2);
    await answers.stop();
  });

  it("reads again after the longest wait, though nothing changed", async () => {
    let now = Date.now();
    const answers = await pointsAnswers(counted, () => now);
    const { tokenHash } = await signedIn(700);
    await answers.read(tokenHash);
    now += MAX_ANSWER_AGE_MS - 1;
    await answers.read(tokenHash);
    expect(queries).toBe(1);
    now += 1;
    await answers.read(tokenHash);
    expect(queries).toBe(2);
    await answers.stop();
  });

  it("keeps nothing for a session that is not live", async () => {
    const answers = await pointsAnswers(counted);
    expect(await answers.read(hashToken("no such token"))).toBeUndefined();
    expect(await answers.read(hashToken("no such token"))).toBeUndefined();
    expect(queries).toBe(2);
    await answers.stop();
  });

  it("asks every time a database without notices (a Postgres server)", async () => {
    const server: Database = { ...counted, listen: undefined };
    const answers = await pointsAnswers(server);
    const { tokenHash } = await signedIn(700);
    await answers.read(tokenHash);
    await answers.read(tokenHash);
    expect(queries).toBe(2);
    await answers.stop();
  });
});
