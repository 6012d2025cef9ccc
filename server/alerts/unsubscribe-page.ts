import type { Language } from "../../domain/languages";
import { escapeHtml } from "../mail";

const WORDS = {
  en: {
    title: "Stop watching this trip?",
    confirm: "Stop watching",
    stopped:
      "You no longer watch this trip. No more price alerts will come for it.",
    gone: "This trip is no longer watched.",
  },
  fr: {
    title: "Ne plus surveiller ce voyage?",
    confirm: "Ne plus surveiller",
    stopped:
      "Vous ne surveillez plus ce voyage. Vous ne recevrez plus d’alerte de prix pour lui.",
    gone: "Ce voyage n’est plus surveillé.",
  },
} as const;

const page = (language: Language, body: string) =>
  [
    "<!doctype html>",
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>Northfare</title></head>`,
    `<body><main>${body}</main></body>`,
    "</html>",
    "",
  ].join("\n");

/**
 * What GET shows: a button that POSTs the same link. A GET never stops the
 * watch itself, as mail scanners open links to check them (RFC 8058).
 */
export const confirmPage = (language: Language, action: string) =>
  page(
    language,
    `<h1>${escapeHtml(WORDS[language].title)}</h1>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(WORDS[language].confirm)}</button></form>`,
  );

export const stoppedPage = (language: Language) =>
  page(language, `<p>${escapeHtml(WORDS[language].stopped)}</p>`);

export const gonePage = (language: Language) =>
  page(language, `<p>${escapeHtml(WORDS[language].gone)}</p>`);
