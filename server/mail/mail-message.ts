import type { Language } from "../../domain/languages";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The attachment's text (an .ics is text). */
  content: string;
}

/** A message as it waits in the outbox, before a transport sends it. */
export interface OutgoingMail {
  /** "<uuid@host>": the same on every try, so a receiver can drop a repeat. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  language: Language;
  /** Extra header fields, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

/** Delivers one message; throws when it was not accepted. */
export interface MailTransport {
  /** "smtp" or "folder", for the log (never the credentials). */
  readonly kind: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}
