import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  messageId: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL takes it. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a 451 and `message`. */
  refuseNext(count: number, message?: string): void;
  /**
   * Each message is kept as soon as its data is in, then answered after
   * up to `ms` (random): a sender killed meanwhile never hears the 250.
   */
  answerAfter(ms: number): void;
  close(): Promise<void>;
}

export const SINK_USER = "northfare";
export const SINK_PASSWORD = "s3cret-sink-password";

/**
 * An SMTP server on loopback that needs the credentials above and keeps
 * every message it accepts, for tests (no TLS: loopback only).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusal = "Try again later";
  let answerDelayMs = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          const refused = Object.assign(new Error(refusal), {
            responseCode: 451,
          });
          callback(refused);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        setTimeout(() => callback(), Math.random() * answerDelayMs);
      });
    },
  });
  // A sender killed in the middle of a message (mail-property.ts) resets its
  // connection, and smtp-server reports a reset inside a transaction as an
  // 'error' event, thrown as an uncaught exception without a listener. What
  // the sink received is the record; any other error is still thrown.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseNext: (count, message = "Try again later") => {
      refusals = count;
      refusal = message;
    },
    answerAfter: (ms) => (answerDelayMs = ms),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A MIME part's decoded text, found by its Content-Type (base64 or 7bit/8bit/QP). */
export function mimePart(raw: string, contentType: string): string | undefined {
  const start = raw.toLowerCase().indexOf(`content-type: ${contentType}`);
  if (start < 0) return undefined;
  const rest = raw.slice(start);
  const headerEnd = rest.indexOf("\r\n\r\n");
  const headers = rest.slice(0, headerEnd);
  const body = rest.slice(headerEnd + 4).split(/\r\n--/)[0] ?? "";
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}
