import { useTranslation } from "gatsby-plugin-react-i18next";
import { useRecoilValue, useSetRecoilState } from "recoil";
import { useAuthActions } from "../../state/auth-actions";
import { accountDialogState, authState } from "../../state/auth-state";

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
  const signedIn = useRecoilValue(authState) === true;
  const setDialog = useSetRecoilState(accountDialogState);
  const { logout } = useAuthActions();
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
      {entry("account.account", () => setDialog("manage"))}
      {entry("account.logout", () => void logout())}
    </>
  ) : (
    entry("account.login", () => setDialog("login"))
  );
}
