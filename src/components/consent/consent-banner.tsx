import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  ALL_ACCEPTED,
  ALL_REFUSED,
  PURPOSES,
  saveConsent,
  type Choices,
} from "../../lib/consent/consent";
import { Link } from "../ui/localized-link";
import * as styles from "./consent-banner.module.css";

interface ConsentBannerProps {
  /** The current choice, when the visitor reopens the banner to change it. */
  current: Choices | null;
  /**
   * Rendered as the build rendered it, before the stored choice is read:
   * shown then only where the page's head script asks (gatsby/consent-ask.ts).
   */
  unconfirmed: boolean;
  /** Reopened from the footer: focus moves into the banner. */
  takeFocus: boolean;
  onShown: () => void;
  onClose: () => void;
}

/**
 * The consent banner: a bar fixed at the bottom of the window (it never moves
 * the page, and leaves the search form usable on a phone), with "accept all"
 * and "refuse all" of equal weight and a choice per purpose.
 */
export default function ConsentBanner({
  current,
  unconfirmed,
  takeFocus,
  onShown,
  onClose,
}: ConsentBannerProps) {
  const { t } = useTranslation("common");
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const bar = useRef<HTMLElement>(null);
  const [choosing, setChoosing] = useState(current !== null);
  const [choices, setChoices] = useState<Choices>(current ?? ALL_REFUSED);

  useEffect(() => {
    if (unconfirmed) return;
    onShown();
    if (takeFocus) heading.current?.focus({ preventScroll: true });
  }, [onShown, takeFocus, unconfirmed]);

  // Room at the end of the page, so the bar never hides the footer for good;
  // and a field that takes focus (a tap in the search form on a phone) is
  // scrolled above the bar, never behind it.
  useEffect(() => {
    const { body, documentElement } = document;
    const observer = new ResizeObserver(() => {
      const height = `${bar.current?.offsetHeight ?? 0}px`;
      body.style.paddingBottom = height;
      documentElement.style.scrollPaddingBottom = height;
    });
    if (bar.current) observer.observe(bar.current);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      documentElement.style.scrollPaddingBottom = "";
    };
  }, []);

  const decide = (decided: Choices) => {
    saveConsent(decided);
    onClose();
  };

  return (
    <section
      ref={bar}
      className={styles.bar}
      data-unconfirmed={unconfirmed || undefined}
      role="region"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && current !== null) onClose();
      }}
    >
      <div className={styles.inner}>
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className={styles.title}
        >
          {t("consent.title")}
        </h2>
        <p id={`${id}-intro`} className={styles.intro}>
          {t("consent.intro")}{" "}
          <Link to="/privacy-policy">{t("consent.policy")}</Link>
        </p>
        {choosing && (
          <fieldset className={styles.purposes}>
            <legend className="visually-hidden">
              {t("consent.purposesLabel")}
            </legend>
            {PURPOSES.map((purpose) => (
              <label key={purpose} className={styles.purpose}>
                <input
                  type="checkbox"
                  checked={choices[purpose]}
                  onChange={(event) =>
                    setChoices({ ...choices, [purpose]: event.target.checked })
                  }
                />
                <span>
                  <strong>{t(`consent.purposes.${purpose}.label`)}</strong>{" "}
                  <span className={styles.muted}>
                    {t(`consent.purposes.${purpose}.text`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            onClick={() => decide(ALL_ACCEPTED)}
          >
            {t("consent.acceptAll")}
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => decide(ALL_REFUSED)}
          >
            {t("consent.refuseAll")}
          </button>
          {choosing ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => decide(choices)}
            >
              {t("consent.save")}
            </button>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              aria-expanded="false"
              onClick={() => setChoosing(true)}
            >
              {t("consent.customize")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
