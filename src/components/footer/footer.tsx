import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "../layout/localized-link";
import { useSiteInfo } from "../layout/use-site-content";
import { FAQ_LINKS, LEGAL_LINKS, PRODUCT_LINKS } from "./footer-links";
import * as styles from "./footer.module.css";

interface Column {
  heading: string;
  links: readonly { to: string; label: string }[];
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
            <ul>
              {links.map(({ to, label }) => (
                <li key={label}>
                  <Link to={to}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t("footer.legalHeading")} className={styles.column}>
          <h2 className={styles.heading}>
            © {new Date().getFullYear()} {name}
          </h2>
          <ul>
            {LEGAL_LINKS.map(({ to, label }) => (
              <li key={label}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
