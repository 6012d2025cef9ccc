import { isLanguage, type Language } from "../../../domain/languages";
import { buildIcs } from "../../../domain/orders/ics";
import { orderIcsEvents } from "../../../domain/orders/order-ics-events";
import { escapeHtml, type NewMail } from "../../mail";

export { escapeHtml };
import type { OrderRow } from "../order-store";
import { confirmationSections, type Section } from "./confirmation-sections";
import { confirmationWords } from "./confirmation-words";

export const CONFIRMATION_KIND = "booking-confirmation";

/** The order page, in the order's language: it opens in the browser that booked, and for its signed-in owner. */
export const orderPageUrl = (
  publicUrl: string,
  orderId: string,
  language: Language,
) => `${publicUrl}${language === "fr" ? "/fr" : ""}/order/${orderId}`;

/**
 * The booking confirmation of a confirmed order: plain text and HTML with
 * the same content, and the flights as an .ics (the writer the order page
 * uses), in the language the order was placed in.
 */
export function bookingConfirmation(
  row: OrderRow,
  publicUrl: string,
  now: Date,
): NewMail {
  const language: Language =
    row.language && isLanguage(row.language) ? row.language : "en";
  const words = confirmationWords(language);
  const sections = confirmationSections(row, words, language);
  const intro = row.demo ? [words.booked, words.demo] : [words.booked];
  const link = orderPageUrl(publicUrl, row.id, language);
  const reference = row.booking_reference ?? "";
  const first = row.offer.slices[0]?.segments[0];
  const last = row.offer.slices[0]?.segments.at(-1);
  const route = `${first?.from.city ?? ""} → ${last?.to.city ?? ""}`;
  const ics = buildIcs(
    orderIcsEvents(
      { session_id: row.id, booking_reference: reference, offer: row.offer },
      words.reference,
    ),
    now,
  );
  return {
    kind: CONFIRMATION_KIND,
    orderId: row.id,
    language,
    to: row.contact.email,
    subject: words.subject(reference, route),
    text: asText(intro, sections, [words.orderPage, link, words.calendar]),
    html: asHtml(language, intro, sections, words, link),
    attachments: [
      {
        filename: `flights-${reference}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  };
}

function asText(intro: string[], sections: Section[], end: string[]) {
  const blocks = [
    intro.join("\n"),
    ...sections.map(({ heading, lines }) => [heading, ...lines].join("\n")),
    end.join("\n"),
    "Northfare",
  ];
  return `${blocks.join("\n\n")}\n`;
}

function asHtml(
  language: Language,
  intro: string[],
  sections: Section[],
  words: ReturnType<typeof confirmationWords>,
  link: string,
) {
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  const body = sections
    .map(
      ({ heading, lines }) =>
        `<h2>${escapeHtml(heading)}</h2>\n<ul>\n${lines
          .map((line) => `<li>${escapeHtml(line.trim())}</li>`)
          .join("\n")}\n</ul>`,
    )
    .join("\n");
  return [
    "<!doctype html>",
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"></head>',
    "<body>",
    paragraphs(intro),
    body,
    `<p>${escapeHtml(words.orderPage)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    paragraphs([words.calendar, words.signature]),
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
