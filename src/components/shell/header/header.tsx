import { lazy, startTransition, Suspense, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { AccountButton } from "../../account/account-button";
import { AccountDialogs } from "../../account/account-dialogs";
import { ExtensionCta } from "../../extension/extension-cta";
import { Link } from "../../ui/localized-link";
import { LinkList } from "../../ui/link-list";
import { useSiteInfo } from "../../ui/use-site-info";
import { GlobeIcon, MenuIcon } from "./icons";
import { LogoMark } from "./logo";
import { NAV_LINKS } from "../../../lib/site-links";
import * as styles from "./header.module.css";

// Chakra and the dialogs load on first use, not with the page (ARCHITECTURE.md).
const loadLanguageDialog = () => import("./language-dialog");
const loadMobileMenu = () => import("./mobile-menu");
const LanguageDialog = lazy(loadLanguageDialog);
const MobileMenu = lazy(loadMobileMenu);

type Overlay = "language" | "menu" | null;

export function Header() {
  const { t } = useTranslation("common");
  const { name } = useSiteInfo();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [used, setUsed] = useState<Set<Overlay>>(new Set());
  // Opening is a transition: React renders the header and its dialog in
  // slices of a few milliseconds, not in one long task after the tap
  // (docs/decisions/0025-less-on-the-load-path.md). Closing stays immediate.
  const open = (which: Overlay) =>
    startTransition(() => {
      setUsed((previous) =>
        previous.has(which) ? previous : new Set(previous).add(which),
      );
      setOverlay(which);
    });
  const close = () => setOverlay(null);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <LogoMark />
          <span>{name}</span>
        </Link>
        <nav aria-label={t("nav.label")} className={styles.nav}>
          <LinkList links={NAV_LINKS} activeClassName={styles.active} />
        </nav>
        <div className={styles.actions}>
          <ExtensionCta className={styles.cta} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t("language.button")}
            aria-haspopup="dialog"
            onClick={() => open("language")}
            onPointerEnter={loadLanguageDialog}
          >
            <GlobeIcon />
          </button>
          <AccountButton className={styles.account} />
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label={t("menu.open")}
            aria-haspopup="dialog"
            onClick={() => open("menu")}
            onPointerEnter={loadMobileMenu}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        {used.has("language") && (
          <LanguageDialog open={overlay === "language"} onClose={close} />
        )}
        {used.has("menu") && (
          <MobileMenu
            open={overlay === "menu"}
            onClose={close}
            onLanguage={() => open("language")}
          />
        )}
      </Suspense>
      <AccountDialogs />
    </header>
  );
}
