import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MailTransport, OutgoingMail } from "./mail-message";

const asMailOptions = (from: string, mail: OutgoingMail): SendMailOptions => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: { ...mail.headers, "Content-Language": mail.language },
  attachments: mail.attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: attachment.content,
  })),
});

/**
 * Delivery through SMTP_URL (smtp:// with STARTTLS when offered, or
 * smtps://), from MAIL_FROM. Bounded: a server that does not answer fails
 * the try well inside the sender's claim. nodemailer logs nothing unless
 * asked, so the URL's credentials stay out of the log.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const options: SMTPTransport.Options = {
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(asMailOptions(from, mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * With no SMTP_URL: each message as an .eml file in `folder` (the data
 * folder's outbox), named after its Message-ID, so a message written twice
 * is one file. Written aside, then renamed: never half a file.
 */
export function folderTransport(folder: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    kind: "folder",
    async send(mail) {
      const sent = await composer.sendMail(asMailOptions(from, mail));
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, emlName(mail.messageId));
      const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
      await fs.writeFile(partial, sent.message as Buffer);
      await fs.rename(partial, file);
    },
  };
}

/** "<uuid@host>" → "uuid.eml": the id part only, nothing a path could misread. */
export function emlName(messageId: string): string {
  const local = messageId.replace(/^</, "").split("@")[0] ?? "";
  return `${local.replace(/[^A-Za-z0-9-]/g, "_")}.eml`;
}
