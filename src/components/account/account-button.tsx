import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useAccountDialog } from "../../state/use-account-dialog";
import { useSignedIn } from "../../state/use-auth";

// Chakra loads with the menu, on first use (ARCHITECTURE.md).
const loadAccountMenu = () => import("./account-menu");
const AccountMenu = lazy(loadAccountMenu);

/**
 * The header's account button (SPEC §2): 'login' opens the login modal while
 * signed out (no dropdown); 'account' opens the dropdown once signed in.
 */
export function AccountButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const signedIn = useSignedIn();
  const { openDialog } = useAccountDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const id = useId();

  if (!signedIn) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => openDialog("login")}
      >
        {t("account.login")}
      </button>
    );
  }
  return (
    <>
      <button
        id={id}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => {
          setMenuUsed(true);
          setMenuOpen((open) => !open);
        }}
        onPointerEnter={loadAccountMenu}
      >
        {t("account.account")}
      </button>
      {menuUsed && (
        <Suspense fallback={null}>
          <AccountMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            triggerId={id}
          />
        </Suspense>
      )}
    </>
  );
}
