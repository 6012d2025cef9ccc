import {
  TEST_PASSENGERS,
  testOffer,
  testPrice,
} from "../../testing/order-fixtures";
import type { OrderRow } from "../order-store";
import { bookingConfirmation, escapeHtml } from "./booking-confirmation";
import { localTime } from "./confirmation-sections";

// The confirmation's content, from an order row as the database answers it.
function confirmedRow(extra: Partial<OrderRow> = {}): OrderRow {
  const offer = testOffer("offer-1");
  const outbound = offer.slices[0]!.segments[0]!;
  // A supplier's words go into HTML: they are escaped like everything else.
  outbound.to.city = 'Vancouver <script>alert("x")</script> & Co';
  return {
    id: "6f1c2a9e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
    user_id: null,
    browser_token_hash: "hash",
    payment_key: "order_key",
    booking_reference: "K7Q2XA",
    demo: false,
    trip: {} as OrderRow["trip"],
    offer,
    fare_option: offer.fare_options[0]!,
    passengers: TEST_PASSENGERS,
    contact: { email: "ada@example.com", phone: "+1 416 555 0100" },
    price: testPrice(90_000),
    status: "confirmed",
    step: "done",
    payment_status: "captured",
    failure: null,
    failure_message: null,
    failure_field: null,
    payment_method: "pm_x",
    payment_id: "pay_x",
    card_brand: "Visa",
    card_last4: "4242",
    payment_test: false,
    card_cents: 100_000,
    points_spent: 2_500,
    points_value_cents: 3_425,
    points: 0,
    points_available_at: null,
    attempts: 0,
    language: "en",
    available_on: null,
    pending: false,
    created_at: new Date(),
    ...extra,
  };
}

const URL_ = "https://northfare.ca";
const now = new Date("2099-01-01T12:00:00Z");

describe("bookingConfirmation", () => {
  it("tells the reference, flights in local times, travellers, price, payment and conditions", () => {
    const mail = bookingConfirmation(confirmedRow(), URL_, now);
    expect(mail).toMatchObject({
      kind: "booking-confirmation",
      to: "ada@example.com",
      language: "en",
    });
    expect(mail.subject).toBe(
      'Your booking K7Q2XA: YYZ → Vancouver <script>alert("x")</script> & Co',
    );
    const text = mail.text;
    for (const line of [
      "Booking reference\nK7Q2XA",
      "AC 113 (Air Canada): YYZ (YYZ) Tue, Mar 10, 2099, 08:00 → ",
      "Times are local at each airport.",
      "Ada Marie Tremblay (Adult)",
      "Zoé Tremblay (Child)",
      "Base fare: $900.00",
      "Air Travellers Security Charge: $44.01",
      "Visa ending in 4242: $1,000.00",
      "2,500 points: $34.25",
      "Fare conditions: Basic",
      "1 carry-on bag, No checked bag",
      "Changes: Not allowed",
      "Refund: Travel credit",
      `${URL_}/order/6f1c2a9e-3b4d-4e5f-8a9b-0c1d2e3f4a5b`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain("Demo fares");
  });

  it("escapes everything in the HTML part", () => {
    const { html } = bookingConfirmation(
      confirmedRow({
        passengers: [{ ...TEST_PASSENGERS[1]!, given_names: "Jean-Luc" }],
      }),
      URL_,
      now,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain(
      "Vancouver &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co",
    );
    expect(html).toContain("Jean-Luc O&#39;Neil (Adult)");
    expect(html).toContain('<html lang="en">');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });

  it("writes French for an order placed in French, with the French order page", () => {
    const mail = bookingConfirmation(
      confirmedRow({ language: "fr", demo: true, payment_test: true }),
      URL_,
      now,
    );
    expect(mail.language).toBe("fr");
    expect(mail.subject).toMatch(/^Votre réservation K7Q2XA : /);
    for (const line of [
      "Vos vols sont réservés.",
      "Tarifs de démonstration",
      "Numéro de réservation\nK7Q2XA",
      "Ada Marie Tremblay (Adulte)",
      "Zoé Tremblay (Enfant)",
      "Visa se terminant par 4242 : ",
      "paiement de test",
      "Modifications : Non permises",
      `${URL_}/fr/order/6f1c2a9e-3b4d-4e5f-8a9b-0c1d2e3f4a5b`,
    ]) {
      expect(mail.text.replace(/\u202f|\u00a0/g, " ")).toContain(line);
    }
    expect(mail.html).toContain('<html lang="fr">');
  });

  it("reads an order from before mail (no language) as English", () => {
    const mail = bookingConfirmation(
      confirmedRow({ language: null }),
      URL_,
      now,
    );
    expect(mail.language).toBe("en");
  });

  it("attaches the flights as an .ics, one event per flight with the reference", () => {
    const [ics] = bookingConfirmation(confirmedRow(), URL_, now).attachments;
    expect(ics).toMatchObject({
      filename: "flights-K7Q2XA.ics",
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics!.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics!.content).toContain("DTSTART:20990310T080000");
    expect(ics!.content).toContain("Booking reference: K7Q2XA");
  });

  it("shows an airport's local time as it is, with the day in the language", () => {
    expect(localTime("2099-03-10T08:05", "en")).toBe(
      "Tue, Mar 10, 2099, 08:05",
    );
    expect(localTime("2099-03-10T23:10", "fr")).toMatch(
      /^mar\. 10 mars 2099, 23:10$/,
    );
  });
});
