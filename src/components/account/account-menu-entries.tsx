import { useTranslation } from "gatsby-plugin-react-i18next";
import { useLogout } from "../../state/use-logout";
import { useAccountDialog } from "../../state/use-account-dialog";
import { useSignedIn } from "../../state/use-auth";

interface AccountMenuEntriesProps {
  className?: string;
  /** Closes the menu holding these entries before acting. */
  onChoose: () => void;
}

/**
 * The phone menu's account entries (SPEC §2): account and logout when signed
 * in, login when signed out. List items, for the menu's list.
 */
export function AccountMenuEntries({
  className,
  onChoose,
}: AccountMenuEntriesProps) {
  const { t } = useTranslation("common");
  const signedIn = useSignedIn();
  const { openDialog } = useAccountDialog();
  const logout = useLogout();
  const entry = (label: string, action: () => void) => (
    <li key={label}>
      <button
        type="button"
        className={className}
        onClick={() => {
          onChoose();
          action();
        }}
      >
        {t(label)}
      </button>
    </li>
  );
  return signedIn ? (
    <>
      {entry("account.account", () => openDialog("manage"))}
      {entry("account.logout", () => void logout())}
    </>
  ) : (
    entry("account.login", () => openDialog("login"))
  );
}
