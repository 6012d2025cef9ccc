import { intlLocale } from "../../domain/languages";
import { formatPrice } from "../../domain/money/format-price";
import { searchUrl } from "../../domain/trips/search-url";
import { escapeHtml, type NewMail } from "../mail";
import { alertWords } from "./alert-words";
import type { WatchRow } from "./watch-store";
import { tripOf } from "./watch-store";
import { unsubscribeUrl } from "./unsubscribe-link";

export const ALERT_KIND = "price-alert";

export interface PriceDrop {
  watch: WatchRow & { unsubscribe_key: string; email: string };
  lowestCents: number;
  previousCents: number;
  demo: boolean;
}

/**
 * The price alert: the new lowest price against the one last announced, a
 * link to a fresh search of the trip, and a one-click unsubscribe (RFC 8058)
 * that stops this watch only, in the watch's language.
 */
export function priceAlert(drop: PriceDrop, publicUrl: string): NewMail {
  const { watch } = drop;
  const words = alertWords(watch.language);
  const price = (cents: number) =>
    formatPrice(cents, intlLocale(watch.language));
  const route = `${watch.departure} → ${watch.arrival}`;
  const search = `${publicUrl}${watch.language === "fr" ? "/fr" : ""}${searchUrl(tripOf(watch))}`;
  const stop = unsubscribeUrl(publicUrl, watch.id, watch.unsubscribe_key);
  const lines = [
    words.intro(route),
    words.dates(watch.departure_date, watch.arrival_date ?? undefined),
    words.now(price(drop.lowestCents), price(drop.previousCents)),
    ...(drop.demo ? [words.demo] : []),
  ];
  const text = [
    lines.join("\n"),
    `${words.search}: ${search}`,
    `${words.stop}: ${stop}`,
    `${words.why}\nNorthfare`,
  ].join("\n\n");
  const html = [
    "<!doctype html>",
    `<html lang="${watch.language}">`,
    '<head><meta charset="utf-8"></head>',
    "<body>",
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(search)}">${escapeHtml(words.search)}</a></p>`,
    `<p><small>${escapeHtml(words.why)} <a href="${escapeHtml(stop)}">${escapeHtml(words.stop)}</a></small></p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return {
    kind: ALERT_KIND,
    userId: watch.user_id,
    language: watch.language,
    to: watch.email,
    subject: words.subject(route, price(drop.lowestCents)),
    text: `${text}\n`,
    html,
    attachments: [],
    headers: {
      "List-Unsubscribe": `<${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
