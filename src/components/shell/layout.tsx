import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ConsentSlot } from "./consent-slot";
import { Footer } from "./footer/footer";
import { Header } from "./header/header";
import { HydratedMark } from "./hydrated-mark";
import { PageErrorBoundary } from "./page-error-boundary";
import { Seo } from "./seo";
import { SessionMount } from "./session-mount";
import { useLanguagePreference } from "./use-language-preference";
import * as styles from "./layout.module.css";

// Only a page whose content failed downloads its message.
const PageFailed = lazy(() => import("./page-failed"));

interface LayoutProps {
  children: ReactNode;
  /** /installed shows no footer (SPEC §2). */
  hideFooter?: boolean;
}

/**
 * The page shell. The header, the page's content and the footer sit in
 * Suspense boundaries, which React hydrates one after the other, as a
 * transition in slices of a few milliseconds, so a phone's main thread is
 * never blocked for long (docs/decisions/0008-hydration-in-slices.md). A click or a key
 * on content not hydrated yet hydrates it at once. The session starts in
 * the last boundary: its state changes then reach content already adopted.
 * Each boundary also catches its own render errors, so one failing part
 * never blanks the page.
 */
export function Layout({ children, hideFooter = false }: LayoutProps) {
  const { t } = useTranslation("common");
  useLanguagePreference();

  return (
    <div className={styles.shell}>
      <Seo />
      <a href="#main" className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      <Suspense fallback={null}>
        <PageErrorBoundary>
          <Header />
        </PageErrorBoundary>
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={null}>
          <PageErrorBoundary fallback={<PageFailed />}>
            {children}
          </PageErrorBoundary>
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <PageErrorBoundary>
          {!hideFooter && <Footer />}
          <SessionMount />
          <ConsentSlot />
          <HydratedMark />
        </PageErrorBoundary>
      </Suspense>
    </div>
  );
}
