import type { MailAttachment } from "../mail-message";
import { escapeHtml } from "../escape-html";
import { outboxPage, statusWords, utcMinute } from "./layout";
import type { ListedMessage } from "./list-page";

export interface ShownMessage extends ListedMessage {
  message_id: string;
  language: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  headers: Record<string, string>;
}

const field = (name: string, value: string) =>
  `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`;

/**
 * The HTML part in a sandboxed frame (no scripts, no forms, its own opaque
 * origin), as its escaped srcdoc: the page's parser never sees its tags.
 * Its links open in a new tab, as a mail client's do.
 */
const htmlFrame = (html: string) =>
  `<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(
    `<base target="_blank">${html}`,
  )}"></iframe>`;

const attachmentList = (id: string, attachments: MailAttachment[]) =>
  attachments.length === 0
    ? "<p>None.</p>"
    : `<ul>${attachments
        .map(
          (attachment, index) =>
            `<li><a href="${escapeHtml(id)}/attachments/${index}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)})</li>`,
        )
        .join("\n")}</ul>`;

/** One message whole: its header fields, plain text, HTML part and attachments. */
export function outboxMessagePage(message: ShownMessage, from: string) {
  const headers = [
    field("From", from),
    field("To", message.to),
    field("Subject", message.subject),
    field("Date", utcMinute(message.created_at)),
    field("Message-ID", message.message_id),
    field("Content-Language", message.language),
    ...Object.entries(message.headers).map(([name, value]) =>
      field(name, value),
    ),
    field("Kind", message.kind),
    field("Status", statusWords(message)),
  ];
  return outboxPage(
    message.subject,
    `<p><a href="../outbox">All messages</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<h2>Header fields</h2>
<dl>${headers.join("\n")}</dl>
<h2>Plain text</h2>
<pre>${escapeHtml(message.text)}</pre>
<h2>HTML</h2>
${htmlFrame(message.html)}
<h2>Attachments</h2>
${attachmentList(message.id, message.attachments)}`,
  );
}
