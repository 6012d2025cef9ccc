import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiSettingsFromEnv } from "../api-settings";
import { buildApp } from "../app";
import { readServerEnv } from "../env";
import { serveTestApp } from "../testing/fake-app";
import { createFakeBuild } from "../testing/fake-build";
import { TEST_SETTINGS } from "../testing/test-api";
import { queueMail } from "./mail-outbox";
import { emlName, folderTransport } from "./mail-transports";

// The local outbox as `npm start` runs it (no SMTP_URL): the app's sender
// loop writes .eml files, and the development routes, there with the
// built-in sign-in and no SMTP_URL, never in production, list them.
const outbox = mkdtempSync(path.join(tmpdir(), "northfare-dev-outbox-"));
afterAll(() => rmSync(outbox, { recursive: true, force: true }));
const served = serveTestApp(
  { mail: { ...TEST_SETTINGS.mail, devOutbox: true, sendSeconds: 1 } },
  { mailTransport: folderTransport(outbox, TEST_SETTINGS.mail.from) },
);
const app = served.app;

const aMail = (to: string) => ({
  kind: "test",
  language: "en" as const,
  to,
  subject: "Hello <there>",
  text: "Hi",
  html: "<p>Hi</p>",
  attachments: [],
});

describe("GET /api/dev/mail", () => {
  it("lists the outbox, newest first, and shows one message whole", async () => {
    await queueMail(
      served.database(),
      aMail("one@example.com"),
      TEST_SETTINGS.publicUrl,
    );
    await queueMail(
      served.database(),
      aMail("two@example.com"),
      TEST_SETTINGS.publicUrl,
    );
    // The embedded database's clock ticks in milliseconds: both can share one.
    await served
      .database()
      .query(`update mail_outbox set created_at = '2026-11-01T00:00:00Z'`);
    const list = await app().inject({ url: "/api/dev/mail" });
    expect(list.statusCode).toBe(200);
    const messages = list.json().data;
    expect(messages.map((message: { to: string }) => message.to)).toEqual([
      "two@example.com",
      "one@example.com",
    ]);
    expect(messages[0]).toMatchObject({
      subject: "Hello <there>",
      message_id: expect.stringMatching(/^<[0-9a-f-]{36}@localhost>$/),
    });
    expect(messages[0].html).toBeUndefined();

    const one = await app().inject({ url: `/api/dev/mail/${messages[0].id}` });
    expect(one.json().data).toMatchObject({ html: "<p>Hi</p>", text: "Hi" });
    const missing = await app().inject({
      url: "/api/dev/mail/00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(404);
    expect((await app().inject({ url: "/api/dev/mail/nope" })).statusCode).toBe(
      404,
    );
  });

  it("shows each message sent by the app's sender, as an .eml in the outbox folder", async () => {
    await queueMail(
      served.database(),
      aMail("three@example.com"),
      TEST_SETTINGS.publicUrl,
    );
    let sent: { to: string; sent_at: string | null; message_id: string }[] = [];
    for (let tries = 0; tries < 50; tries += 1) {
      sent = (await app().inject({ url: "/api/dev/mail" })).json().data;
      if (sent.every((message) => message.sent_at)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sent.map((message) => message.sent_at)).not.toContain(null);
    for (const message of sent) {
      expect(existsSync(path.join(outbox, emlName(message.message_id)))).toBe(
        true,
      );
    }
  });

  it("is not served otherwise", async () => {
    const build = createFakeBuild({});
    const other = buildApp({
      api: { database: served.database(), settings: TEST_SETTINGS },
      publicDir: build.publicDir,
      redirectsFile: build.redirectsFile,
    });
    try {
      // Neither the JSON nor the pages (decision 0042).
      for (const url of ["/api/dev/mail", "/api/dev/outbox"]) {
        expect((await other.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await other.close();
      build.remove();
    }
  });

  it("is allowed only with the built-in sign-in, no SMTP_URL and outside production", () => {
    const devOutbox = (env: Record<string, string>) =>
      apiSettingsFromEnv(readServerEnv(env)).mail.devOutbox;
    expect(devOutbox({})).toBe(true);
    expect(
      devOutbox({
        NODE_ENV: "production",
        UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: "1",
        UNSAFE_DEMO_FARES_IN_PRODUCTION: "1",
        UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: "1",
        UNSAFE_NO_MAIL_IN_PRODUCTION: "1",
      }),
    ).toBe(false);
    expect(
      devOutbox({
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_CLIENT_ID: "c",
        OIDC_CLIENT_SECRET: "s",
      }),
    ).toBe(false);
    expect(
      devOutbox({ SMTP_URL: "smtp://u:p@127.0.0.1:25", MAIL_FROM: "a@b.ca" }),
    ).toBe(false);
  });
});
