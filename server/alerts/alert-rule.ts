/** An alert needs the price at least this much lower, relatively ... */
export const ALERT_MIN_DROP_RATIO = 0.05;
/** ... and in cents (10 $). */
export const ALERT_MIN_DROP_CENTS = 1_000;

/** Whether `lowest` is at least 5 % and 10 $ below the price last announced. */
export const isAlertWorthy = (announcedCents: number, lowestCents: number) =>
  announcedCents - lowestCents >= ALERT_MIN_DROP_CENTS &&
  lowestCents <= announcedCents * (1 - ALERT_MIN_DROP_RATIO);
