import Fastify, { type FastifyInstance } from "fastify";
import { devIdpPlugin } from "./sign-in/dev-idp/dev-idp-plugin";
import {
  createDevProvider,
  DEV_CLIENT_ID,
  DEV_IDP_PATH,
} from "./sign-in/dev-idp/dev-provider";
import { openDatabase } from "./platform/db/open-database";
import type { Database } from "./platform/db/database";
import { recordEarn } from "./points/ledger";
import { CALLBACK_PATH } from "./sign-in/sign-in-setup";
import { startApiProcess, type ApiProcess } from "./testing/api-process";
import { fragmentOf } from "./testing/dev-sign-in";
import { injectBrowser } from "./testing/inject-browser";
import { queueMail } from "./mail";
import { startRedisServer } from "./testing/redis-process";
import { startSmtpSink, type SmtpSink } from "./testing/smtp-sink";
import { sparePort } from "../scripts/ports";

// Two API processes behind one address (a load balancer's), on one Postgres
// server and one Redis: a sign-in started on one finishes on the other, the
// rate limits count both, an Idempotency-Key is answered once, and the mail
// outbox is sent once over SMTP by both senders.
// Runs in the Postgres pass only (DATABASE_URL; vitest.config.ts).
const CLIENT_SECRET = "two-processes-test-secret";
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let provider: FastifyInstance;
let providerUrl: string;
let first: ApiProcess;
let second: ApiProcess;
let database: Database;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Deliveries take a while, so both processes' senders overlap.
  sink.answerAfter(200);
  const databaseUrl = process.env.DATABASE_URL!;
  const ownerUrl = process.env.DATABASE_OWNER_URL;
  redis = await startRedisServer(await sparePort());
  // One public address for both processes, as behind a load balancer.
  const [firstPort, secondPort, providerPort] = [
    await sparePort(),
    await sparePort(),
    await sparePort(),
  ];
  const publicUrl = `http://127.0.0.1:${firstPort}`;
  providerUrl = `http://127.0.0.1:${providerPort}`;
  // The sign-in provider, outside both processes (the built-in one lives in each).
  provider = Fastify();
  await provider.register(devIdpPlugin, {
    prefix: "/api",
    provider: createDevProvider({
      publicUrl: providerUrl,
      clientSecret: CLIENT_SECRET,
      callbackUrl: `${publicUrl}${CALLBACK_PATH}`,
    }),
    publicUrl: providerUrl,
  });
  await provider.listen({ host: "127.0.0.1", port: providerPort });

  const env = {
    DATABASE_URL: databaseUrl,
    // Both migrate at once as the owner, as two processes deployed together do.
    ...(ownerUrl ? { DATABASE_OWNER_URL: ownerUrl } : {}),
    REDIS_URL: redis.url,
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: `${providerUrl}${DEV_IDP_PATH}`,
    OIDC_CLIENT_ID: DEV_CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    SMTP_URL: sink.url,
    MAIL_FROM: "Northfare <bookings@northfare.test>",
    MAIL_SEND_SECONDS: "1",
  };
  [first, second] = await Promise.all([
    startApiProcess(firstPort, env),
    startApiProcess(secondPort, env),
  ]);
  database = await openDatabase({ databaseUrl, ownerUrl });
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await provider?.close();
  await redis?.stop();
  await database?.close();
  await sink?.close();
});

/** Cookies a browser keeps for the site, whichever process answered. */
const siteCookies = new Map<string, string>();
function keepCookies(response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const [name = "", value = ""] = pair.split("=");
    siteCookies.set(name.trim(), value);
  }
}
const cookieHeader = () =>
  [...siteCookies].map(([name, value]) => `${name}=${value}`).join("; ");

async function signInAcross(
  starts: ApiProcess,
  finishes: ApiProcess,
): Promise<string> {
  const start = await fetch(
    // Back to the one public address, whichever process started it.
    `${starts.url}/api/user-session/sso-login?redirect_url=${encodeURIComponent(`${first.url}/points`)}`,
  );
  expect(start.status).toBe(200);
  keepCookies(start);
  const { redirect_url: authorizationUrl } = (
    (await start.json()) as { data: { redirect_url: string } }
  ).data;

  const browser = injectBrowser(provider, providerUrl);
  const form = await browser.follow("GET", authorizationUrl);
  const action = form.response.body.match(/action="([^"]+\/login)"/)?.[1];
  expect(action).toBeDefined();
  const back = await browser.follow("POST", action!, {
    email: `two-processes-${Date.now()}@example.com`,
    first_name: "Ada",
    last_name: "Tremblay",
  });
  // The provider sends the browser to the site's callback: the other process takes it.
  const callback = new URL(back.location);
  expect(callback.pathname).toBe(CALLBACK_PATH);
  const done = await fetch(
    `${finishes.url}${callback.pathname}${callback.search}`,
    {
      headers: { cookie: cookieHeader() },
      redirect: "manual",
    },
  );
  expect(done.status).toBeGreaterThanOrEqual(300);
  const token = fragmentOf(done.headers.get("location") ?? "").get("authToken");
  expect(token).toBeTruthy();
  return token!;
}

describe("two API processes on one Postgres and one Redis", () => {
  it("finishes on one a sign-in started on the other", async () => {
    const token = await signInAcross(first, second);
    for (const process of [first, second]) {
      const user = await fetch(`${process.url}/api/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(user.status).toBe(200);
    }
  });

  it("answers an Idempotency-Key once across both", async () => {
    const token = await signInAcross(second, first);
    const me = await fetch(`${first.url}/api/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { id } = ((await me.json()) as { data: { id: string } }).data;
    await recordEarn(database, id, 5_000, `two-processes-${id}`);
    const redeem = (process: ApiProcess) =>
      fetch(`${process.url}/api/point/redeem`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "idempotency-key": `key-${id}`,
          origin: first.url,
        },
        body: JSON.stringify({ points: 1_000, method: "cash-back" }),
      });
    const answers = await Promise.all([redeem(first), redeem(second)]);
    // Both at once: one applies, the other replays it or is told to wait (409).
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 409) {
        expect(answer.headers.get("retry-after")).toBe("1");
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const retried = await redeem(index === 0 ? first : second);
        expect(retried.status).toBe(200);
        bodies[index] = await retried.text();
      } else {
        expect(answer.status).toBe(200);
      }
    }
    expect(bodies[0]).toBe(bodies[1]);
    const points = await fetch(`${second.url}/api/point`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await points.json()) as { data: { points: number } }).data.points,
    ).toBe(4_000);
  });

  it("counts a rate limit over both processes", async () => {
    // Sign-in starts: 30 a minute from one address, whichever process answers.
    const statuses: number[] = [];
    for (let request = 0; request < 40; request += 1) {
      const process = request % 2 === 0 ? first : second;
      const start = await fetch(`${process.url}/api/user-session/sso-login`);
      statuses.push(start.status);
    }
    const allowed = statuses.filter((status) => status === 200).length;
    // Two sign-ins above already started one each; each process alone would allow 30.
    expect(allowed).toBe(28);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it("sends each queued message once, both processes' senders running", async () => {
    // Its own kind: a database kept from an earlier run holds others.
    const kind = `two-processes-${Date.now()}`;
    for (let index = 0; index < 20; index += 1) {
      await queueMail(
        database,
        {
          kind,
          language: "en",
          to: `traveller${index}@example.com`,
          subject: `Two processes ${index}`,
          text: "Hi",
          html: "<p>Hi</p>",
          attachments: [],
        },
        first.url,
      );
    }
    const queued = (
      await database.query<{ message_id: string }>(
        "select message_id from mail_outbox where kind = $1",
        [kind],
      )
    ).map((row) => row.message_id);
    expect(queued).toHaveLength(20);
    const deadline = Date.now() + 30_000;
    while (sink.received.length < queued.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A few more runs of both senders: a repeat would be here by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received = sink.received.map((mail) => mail.messageId).sort();
    expect(received).toEqual([...queued].sort());
  }, 60_000);
});
