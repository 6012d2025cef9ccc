import { useTranslation } from "gatsby-plugin-react-i18next";
import { LinkList, type NavLinkItem } from "../layout/link-list";
import { useSiteInfo } from "../layout/use-site-content";
import { FAQ_LINKS, LEGAL_LINKS, PRODUCT_LINKS } from "./footer-links";
import * as styles from "./footer.module.css";

interface Column {
  heading: string;
  links: readonly NavLinkItem[];
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
        </nav>
      </div>
    </footer>
  );
}
