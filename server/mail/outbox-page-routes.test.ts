import { apiSettingsFromEnv } from "../api-settings";
import { buildApp } from "../app";
import { readServerEnv } from "../env";
import { inlineContent } from "../platform/csp/inline-content";
import { serveTestApp } from "../testing/fake-app";
import { createFakeBuild } from "../testing/fake-build";
import { TEST_SETTINGS } from "../testing/test-api";
import { queueMail } from "./mail-outbox";

// The outbox pages a developer opens in a browser: there exactly when the
// JSON routes are (built-in sign-in, no SMTP_URL, not production).
const served = serveTestApp({
  mail: { ...TEST_SETTINGS.mail, devOutbox: true },
});
const app = served.app;

const HOSTILE = '<script>alert("subject")</script>';

const queue = (to: string, subject: string, html = "<p>Hi</p>") =>
  queueMail(
    served.database(),
    {
      kind: "booking-confirmation",
      language: "en",
      to,
      subject,
      text: `Hi ${subject}`,
      html,
      attachments: [
        {
          filename: "flights-ABC123.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
        },
      ],
      headers: { "List-Unsubscribe": "<https://example.com/u>" },
    },
    TEST_SETTINGS.publicUrl,
  );

const idsIn = (page: string) =>
  [...page.matchAll(/href="outbox\/([0-9a-f-]{36})"/g)].map((m) => m[1]);

describe("the outbox pages (/api/dev/outbox)", () => {
  it("list the messages newest first and show each one whole", async () => {
    await queue("first@example.com", "Your booking ABC123");
    await queue("second@example.com", "Price alert: Montréal → Paris");
    // The embedded database's clock ticks in milliseconds: both can share one.
    await served
      .database()
      .query(`update mail_outbox set created_at = '2026-11-01T00:00:00Z'`);
    const list = await app().inject({ url: "/api/dev/outbox" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toMatch(/^text\/html/);
    expect(list.headers["cache-control"]).toBe("no-store");
    const page = list.body;
    expect(page.indexOf("second@example.com")).toBeLessThan(
      page.indexOf("first@example.com"),
    );
    expect(page).toContain("Price alert: Montréal → Paris");
    expect(page).toContain("booking-confirmation");

    const [, firstId] = idsIn(page);
    const one = await app().inject({ url: `/api/dev/outbox/${firstId}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain("first@example.com");
    expect(one.body).toContain("<pre>Hi Your booking ABC123</pre>");
    expect(one.body).toContain(
      TEST_SETTINGS.mail.from.replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    );
    expect(one.body).toContain("List-Unsubscribe");
    expect(one.body).toMatch(/<iframe title="HTML part" sandbox="[^"]*"/);
    expect(one.body).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hi&lt;/p&gt;"',
    );

    const ics = await app().inject({
      url: `/api/dev/outbox/${firstId}/attachments/0`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(ics.headers["content-disposition"]).toBe(
      'attachment; filename="flights-ABC123.ics"',
    );
    expect(ics.body).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });

  it("run nothing a message holds: its subject and HTML are text, its frame may not script", async () => {
    await queue(
      "hostile@example.com",
      HOSTILE,
      `<p onclick="alert(1)">x</p><script>alert("html")</script>`,
    );
    const list = await app().inject({ url: "/api/dev/outbox" });
    const hostileId = idsIn(list.body)[0];
    const one = await app().inject({ url: `/api/dev/outbox/${hostileId}` });
    for (const page of [list, one]) {
      const found = inlineContent(page.body);
      expect(found.scripts).toEqual([]);
      expect(found.unhashable).toEqual([]);
      expect(page.body).toContain("&lt;script&gt;alert(&quot;subject&quot;)");
      // The CSP allows no inline script: not even by hash.
      const policy = page.headers["content-security-policy"] as string;
      expect(policy).toMatch(/script-src 'self';/);
      expect(policy).not.toContain("unsafe-inline");
    }
    const frame = /<iframe[^>]*>/.exec(one.body)?.[0] ?? "";
    expect(frame).toMatch(/ sandbox="/);
    expect(frame).not.toContain("allow-scripts");
    expect(frame).not.toContain("allow-same-origin");
    expect(frame).toContain("&lt;script&gt;alert(&quot;html&quot;)");
  });

  it("answer 404 for a message or attachment that is not there", async () => {
    for (const url of [
      "/api/dev/outbox/00000000-0000-4000-8000-000000000000",
      "/api/dev/outbox/nope",
      "/api/dev/outbox/00000000-0000-4000-8000-000000000000/attachments/0",
    ]) {
      expect((await app().inject({ url })).statusCode).toBe(404);
    }
    const list = await app().inject({ url: "/api/dev/outbox" });
    const id = idsIn(list.body)[0];
    const missing = await app().inject({
      url: `/api/dev/outbox/${id}/attachments/1`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [
      "in production, even with every development service allowed",
      {
        NODE_ENV: "production",
        UNSAFE_DEV_SIGN_IN_IN_PRODUCTION: "1",
        UNSAFE_DEMO_FARES_IN_PRODUCTION: "1",
        UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: "1",
        UNSAFE_NO_MAIL_IN_PRODUCTION: "1",
      },
    ],
    [
      "with SMTP_URL",
      { SMTP_URL: "smtp://u:p@127.0.0.1:25", MAIL_FROM: "a@b.ca" },
    ],
  ])("are not there %s", async (_, env) => {
    const build = createFakeBuild({});
    const other = buildApp({
      api: {
        database: served.database(),
        settings: {
          ...TEST_SETTINGS,
          mail: apiSettingsFromEnv(readServerEnv(env)).mail,
        },
      },
      publicDir: build.publicDir,
      redirectsFile: build.redirectsFile,
    });
    try {
      const list = await other.inject({ url: "/api/dev/outbox" });
      expect(list.statusCode).toBe(404);
      const [message] = await served
        .database()
        .query<{ id: string }>("select id from mail_outbox limit 1");
      const one = await other.inject({ url: `/api/dev/outbox/${message?.id}` });
      expect(one.statusCode).toBe(404);
    } finally {
      await other.close();
      build.remove();
    }
  });
});
