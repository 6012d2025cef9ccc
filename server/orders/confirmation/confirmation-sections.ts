import type { Language } from "../../../domain/languages";
import { intlLocale } from "../../../domain/languages";
import { formatPrice } from "../../../domain/money/format-price";
import type { Segment } from "../../../domain/offers/offer";
import { formatPoints } from "../../../domain/points/points-format";
import type { OrderRow } from "../order-store";
import type { ConfirmationWords } from "./confirmation-words";

/** A heading and its lines: what both the text and the HTML part show. */
export interface Section {
  heading: string;
  lines: string[];
}

/** "2099-03-10T08:00" (the airport's local time) as "Tue, Mar 10, 2099, 08:00". */
export function localTime(at: string, language: Language): string {
  const [day = "", time = ""] = at.split("T");
  const [year, month, date] = day.split("-").map(Number);
  const calendarDay = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)));
  return `${calendarDay}, ${time.slice(0, 5)}`;
}

const flightLine = (
  segment: Segment,
  language: Language,
  words: ConfirmationWords,
) =>
  words.pair(`${segment.flight_number} (${segment.carrier.name})`, "") +
  `${segment.from.city} (${segment.from.iata}) ${localTime(segment.from.at, language)}` +
  ` → ${segment.to.city} (${segment.to.iata}) ${localTime(segment.to.at, language)}`;

/** Every part of a confirmed order's message, in `language`. */
export function confirmationSections(
  row: OrderRow,
  words: ConfirmationWords,
  language: Language,
): Section[] {
  const locale = intlLocale(language);
  const price = (cents: number) => formatPrice(cents, locale);
  const option = row.fare_option;
  const flights = row.offer.slices.flatMap((slice, index) => [
    words.pair(index === 0 ? words.outbound : words.return, ""),
    ...slice.segments.map(
      (segment) => `  ${flightLine(segment, language, words)}`,
    ),
  ]);
  const payment: string[] = [];
  if (row.card_cents > 0) {
    const card = words.card(row.card_brand ?? "", row.card_last4 ?? "");
    const test = row.payment_test ? ` (${words.testCard})` : "";
    payment.push(words.pair(card, `${price(row.card_cents)}${test}`));
  }
  if (row.points_spent > 0) {
    const points = words.points(formatPoints(row.points_spent, language));
    payment.push(words.pair(points, price(row.points_value_cents)));
  }
  const changes = !option.changes.allowed
    ? words.changesNone
    : option.changes.fee_cents > 0
      ? words.changesFee(price(option.changes.fee_cents))
      : words.changesFree;
  return [
    { heading: words.reference, lines: [row.booking_reference ?? ""] },
    { heading: words.flights, lines: [...flights, words.localTimes] },
    {
      heading: words.travellers,
      lines: row.passengers.map(
        (passenger) =>
          `${passenger.given_names} ${passenger.surname} (${passenger.type === "child" ? words.child : words.adult})`,
      ),
    },
    {
      heading: words.price,
      lines: [
        words.pair(words.base, price(row.price.base_cents)),
        ...row.price.taxes.map((tax) =>
          words.pair(tax.name, price(tax.amount_cents)),
        ),
        words.pair(words.total, price(row.price.total_cents)),
      ],
    },
    { heading: words.payment, lines: payment },
    {
      heading: words.pair(words.conditions, words.fare[option.name]),
      lines: [
        `${words.carryOn(option.baggage.carry_on)}, ${words.checked(option.baggage.checked)}`,
        words.pair(words.changes, changes),
        words.pair(words.refund, words.refunds[option.refund]),
      ],
    },
  ];
}
