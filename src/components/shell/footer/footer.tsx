import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  FAQ_LINKS,
  LEGAL_LINKS,
  PRODUCT_LINKS,
  type SiteLink,
} from "../../../lib/site-links";
import { LinkList } from "../../ui/link-list";
import { useSiteInfo } from "../../ui/use-site-info";
import { loadConsent } from "../consent-slot";
import * as styles from "./footer.module.css";

interface Column {
  heading: string;
  links: readonly SiteLink[];
}

export function Footer() {
  const { t } = useTranslation("common");
  const { name } = useSiteInfo();
  const columns: Column[] = [
    { heading: name, links: PRODUCT_LINKS },
    { heading: t("footer.faqHeading"), links: FAQ_LINKS },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {columns.map(({ heading, links }) => (
          <nav key={heading} aria-label={heading} className={styles.column}>
            <h2 className={styles.heading}>{heading}</h2>
            <LinkList links={links} />
          </nav>
        ))}
        <nav aria-label={t("footer.legalHeading")} className={styles.column}>
          <h2 className={styles.heading}>
            © {new Date().getFullYear()} {name}
          </h2>
          <LinkList links={LEGAL_LINKS} />
          <button
            type="button"
            className={styles.choices}
            onClick={() => void loadConsent().then((c) => c.requestChoices())}
          >
            {t("footer.privacyChoices")}
          </button>
        </nav>
      </div>
    </footer>
  );
}
