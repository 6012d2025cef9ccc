/**
 * The demo source's way to try a failed booking, documented in the README
 * beside the test cards: a lead traveller whose family name is "Bookfail"
 * (any case) makes the booking refused after the card is authorized.
 */
export const REFUSED_BOOKING_SURNAME = "Bookfail";

export const DEMO_BOOKING_REFUSED =
  "The airline refused this booking (demo: the lead traveller is named Bookfail).";

export function refusesBooking(passengers: readonly { surname: string }[]) {
  return (
    passengers[0]?.surname.trim().toLowerCase() ===
    REFUSED_BOOKING_SURNAME.toLowerCase()
  );
}
