import { useContext } from "react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import { EARLY_OFFERS_SLOT_ID, type EarlyOfferWords } from "./early-offers";
import * as styles from "./early-offers.module.css";

// Enough for the offers a first screen shows; a count beyond is left out.
const COUNTS = [1, 2, 3, 4];

/**
 * Where /search's inline script writes a search link's first offers before
 * the app has run (./show-early-offers.ts), with their words in the page's
 * language. Its content is the script's, not React's: React leaves the
 * inside of an element it sets from `dangerouslySetInnerHTML` alone when
 * it hydrates and renders it again. Hidden once the app's screen is in
 * (decision 0046).
 */
export function EarlyOffersSlot() {
  const { t } = useTranslation("search");
  const { language } = useContext(I18nextContext);
  const words: EarlyOfferWords = {
    language,
    from: t("offer.from"),
    nonstop: t("offer.nonstop"),
    stops: COUNTS.map((count) => t("offer.stops", { count })),
    nextDay: COUNTS.map((count) => t("offer.nextDay", { count })),
  };
  return (
    <div
      id={EARLY_OFFERS_SLOT_ID}
      className={styles.slot}
      data-words={JSON.stringify(words)}
      // Its inside differs from the built page's on purpose (the script's).
      suppressHydrationWarning
      // eslint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
