import { lazy, Suspense, useEffect, useState } from "react";
import { useAccountDialog } from "../../state/use-account-dialog";
import { useAuthStatus } from "../../state/use-auth";

// Each dialog brings Chakra with it, only when first asked for.
const LoginModal = lazy(() => import("./login-modal"));
const ManageAccountModal = lazy(() => import("./manage-account-modal"));

/**
 * The account dialogs, opened from the header, the phone menu or a page
 * through `accountDialogState`. The login modal never opens while signed in.
 */
export function AccountDialogs() {
  const { dialog, closeDialog } = useAccountDialog();
  const auth = useAuthStatus();
  const [used, setUsed] = useState<Set<string>>(new Set());
  const loginOpen = dialog === "login" && auth !== true;
  // Deleting the account signs out from inside the manage dialog, so it
  // stays open until its own close, whatever auth says.
  const manageOpen = dialog === "manage";

  useEffect(() => {
    if (dialog) setUsed((previous) => new Set(previous).add(dialog));
  }, [dialog]);
  useEffect(() => {
    if (dialog === "login" && auth === true) closeDialog();
  }, [dialog, auth, closeDialog]);

  const close = closeDialog;
  // No boundary until first use: re-rendering a boundary the page's HTML
  // holds before React has adopted it makes React render the page again.
  if (used.size === 0) return null;
  return (
    <Suspense fallback={null}>
      {used.has("login") && <LoginModal open={loginOpen} onClose={close} />}
      {used.has("manage") && (
        <ManageAccountModal open={manageOpen} onClose={close} />
      )}
    </Suspense>
  );
}
