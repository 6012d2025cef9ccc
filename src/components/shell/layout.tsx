import type { ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Footer } from "./footer/footer";
import { Header } from "./header/header";
import { Seo } from "./seo";
import { SessionMount } from "./session-mount";
import { useLanguagePreference } from "./use-language-preference";
import * as styles from "./layout.module.css";

interface LayoutProps {
  children: ReactNode;
  /** /installed shows no footer (SPEC §2). */
  hideFooter?: boolean;
}

export function Layout({ children, hideFooter = false }: LayoutProps) {
  const { t } = useTranslation("common");
  useLanguagePreference();

  return (
    <div className={styles.shell}>
      <Seo />
      <a href="#main" className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {!hideFooter && <Footer />}
      <SessionMount />
    </div>
  );
}
