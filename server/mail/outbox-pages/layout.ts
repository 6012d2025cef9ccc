import { escapeHtml } from "../escape-html";

/**
 * The pages' one <style>: the CSP of an HTML answer made on the fly allows
 * exactly its own inline styles by hash (platform/csp/security-headers.ts),
 * and no script at all.
 */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #1a1a1a; }
.banner { background: #fff4ce; border: 1px solid #c9a400; padding: .5rem .75rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: minmax(6rem, max-content) 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { background: #f4f4f4; padding: .75rem; white-space: pre-wrap; overflow-wrap: anywhere; }
iframe { border: 1px solid #ccc; width: 100%; height: 36rem; background: #fff; }
@media (max-width: 40rem) {
  thead { display: none; }
  tr, td { display: block; }
  td { border: 0; padding: .125rem 0; }
  tr { border-bottom: 1px solid #ddd; padding: .5rem 0; }
  dl { grid-template-columns: 1fr; gap: 0; }
  dd { margin-bottom: .5rem; }
}`;

export const BANNER =
  "Development only: the local outbox. Nothing here was delivered to anyone.";

/** A whole page: escaped title, the development banner, then `body` (already HTML). */
export const outboxPage = (title: string, body: string) =>
  [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · Northfare outbox</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><p class="banner">${escapeHtml(BANNER)}</p><main>${body}</main></body>`,
    "</html>",
    "",
  ].join("\n");

/** "2026-11-28 22:10 UTC": one zone for every message, whatever the browser's. */
export const utcMinute = (time: Date | string) =>
  `${new Date(time).toISOString().slice(0, 16).replace("T", " ")} UTC`;

export interface OutboxStatus {
  sent_at: Date | string | null;
  gave_up_at: Date | string | null;
  attempts: number;
}

export const statusWords = (message: OutboxStatus) =>
  message.sent_at
    ? `sent ${utcMinute(message.sent_at)}`
    : message.gave_up_at
      ? `given up after ${message.attempts} tries`
      : message.attempts > 0
        ? `waiting (tried ${message.attempts} times)`
        : "waiting";
