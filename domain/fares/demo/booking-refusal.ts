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

/**
 * A lead traveller named "Birthfail" (any case) has the booking refused
 * over their date of birth, as Duffel refuses a field it does not accept.
 */
export const REFUSED_BIRTH_DATE_SURNAME = "Birthfail";

export const DEMO_BIRTH_DATE_REFUSED =
  "The airline did not accept one of the travellers' details (demo: the lead traveller is named Birthfail).";

/** The field the demo refuses the booking over, if any. */
export function refusedField(passengers: readonly { surname: string }[]) {
  const surname = passengers[0]?.surname.trim().toLowerCase();
  return surname === REFUSED_BIRTH_DATE_SURNAME.toLowerCase()
    ? "passengers.0.date_of_birth"
    : undefined;
}
