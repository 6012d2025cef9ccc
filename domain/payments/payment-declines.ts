// Why a card payment was refused, as the API names it (402 `decline`) and
// says it in English; the site says each in the page's language
// (locales/*/checkout.json, payment.declines).

export const DECLINES = [
  "declined",
  "insufficient_funds",
  "expired_card",
  "authentication_failed",
  "authentication_abandoned",
] as const;
export type Decline = (typeof DECLINES)[number];

export const DECLINE_MESSAGES: Record<Decline, string> = {
  declined: "Your card was declined.",
  insufficient_funds:
    "Your card was declined for insufficient funds. Use another card.",
  expired_card: "Your card has expired. Use another card.",
  authentication_failed:
    "Your bank could not confirm it was you. Try again or use another card.",
  authentication_abandoned:
    "The check with your bank was not finished. Pay again to complete it.",
};

/** The decline an English sentence names, for the site to translate. */
export function declineOfMessage(message: string): Decline | undefined {
  return DECLINES.find((decline) => DECLINE_MESSAGES[decline] === message);
}
