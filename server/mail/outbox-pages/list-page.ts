import { escapeHtml } from "../escape-html";
import {
  outboxPage,
  statusWords,
  utcMinute,
  type OutboxStatus,
} from "./layout";

export interface ListedMessage extends OutboxStatus {
  id: string;
  created_at: Date | string;
  to: string;
  subject: string;
  kind: string;
}

const row = (message: ListedMessage) =>
  `<tr><td>${escapeHtml(utcMinute(message.created_at))}</td>
<td>${escapeHtml(message.to)}</td>
<td><a href="outbox/${escapeHtml(message.id)}">${escapeHtml(message.subject)}</a></td>
<td>${escapeHtml(message.kind)}</td>
<td>${escapeHtml(statusWords(message))}</td></tr>`;

/** The latest messages, newest first, each linking to its own page. */
export function outboxListPage(messages: ListedMessage[]): string {
  const table =
    messages.length === 0
      ? "<p>The outbox is empty. Book a trip or let a price alert fire.</p>"
      : `<table><thead><tr><th scope="col">When</th><th scope="col">To</th>
<th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Status</th></tr></thead>
<tbody>${messages.map(row).join("\n")}</tbody></table>`;
  return outboxPage("Mail", `<h1>Outbox</h1>\n${table}`);
}
