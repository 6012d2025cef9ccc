import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  startSmtpSink,
  SINK_PASSWORD,
  type SmtpSink,
} from "../testing/smtp-sink";
import type { OutgoingMail } from "./mail-message";
import { emlName, folderTransport, smtpTransport } from "./mail-transports";

const mail: OutgoingMail = {
  messageId: "<0b7c2c9e-1111-4222-8333-444455556666@northfare.ca>",
  to: "ada@example.com",
  subject: "Votre réservation K7Q2XA",
  text: "Vos vols sont réservés.",
  html: "<p>Vos vols sont réservés.</p>",
  attachments: [
    {
      filename: "flights-K7Q2XA.ics",
      contentType: "text/calendar; charset=utf-8",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    },
  ],
  language: "fr",
};

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe("the folder transport (no SMTP_URL)", () => {
  it("writes each message once as an .eml named after its Message-ID", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "northfare-outbox-"));
    try {
      const transport = folderTransport(
        path.join(folder, "outbox"),
        "Northfare <b@x.test>",
      );
      await transport.send(mail);
      await transport.send(mail);
      const files = readdirSync(path.join(folder, "outbox"));
      expect(files).toEqual(["0b7c2c9e-1111-4222-8333-444455556666.eml"]);
      const eml = readFileSync(path.join(folder, "outbox", files[0]!), "utf8");
      expect(eml).toContain(`Message-ID: ${mail.messageId}`);
      expect(eml).toContain("Content-Language: fr");
      expect(eml).toContain("flights-K7Q2XA.ics");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("names files from the id alone, whatever the Message-ID holds", () => {
    expect(emlName("<../../etc/passwd@x>")).toBe("______etc_passwd.eml");
  });
});

describe("the SMTP transport", () => {
  it("delivers with the URL's credentials, keeping the Message-ID", async () => {
    await smtpTransport(sink.url, "Northfare <b@x.test>").send(mail);
    expect(sink.received.at(-1)).toMatchObject({
      messageId: mail.messageId,
      to: ["ada@example.com"],
    });
  });

  it("fails on wrong credentials without repeating them", async () => {
    const wrong = sink.url.replace(SINK_PASSWORD, "wrong-password-123");
    const error = await smtpTransport(wrong, "b@x.test")
      .send(mail)
      .then(
        () => undefined,
        (caught: Error) => caught,
      );
    expect(error?.message).toMatch(/Invalid username or password/);
    expect(
      JSON.stringify(error, Object.getOwnPropertyNames(error)),
    ).not.toContain("wrong-password-123");
  });
});
