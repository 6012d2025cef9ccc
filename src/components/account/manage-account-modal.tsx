import { useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { deleteUser } from "../../services/user/delete-user";
import { updateUser } from "../../services/user/update-user";
import { useAuthActions } from "../../state/auth-actions";
import { useUser } from "../../state/use-user";
import { useAccountLoad } from "../../state/use-account-load";
import { useLoadAccount } from "../../state/use-load-account";
import { SiteDialog } from "../ui/site-dialog";
import { useWizard, Wizard } from "../ui/wizard";
import { DeletedStep, DeleteStep } from "./delete-steps";
import { EditNameStep, OverviewStep } from "./profile-steps";

const TITLES = [
  "account.manageTitle",
  "account.editNameTitle",
  "account.deleteTitle",
  "account.deletedTitle",
] as const;
const DELETED = 3;

interface ManageAccountModalProps {
  open: boolean;
  onClose: () => void;
}

/** The manage-account wizard (SPEC §2, §4): 400 px. Loaded on first use. */
export default function ManageAccountModal({
  open,
  onClose,
}: ManageAccountModalProps) {
  const { t } = useTranslation("common");
  const [user, setUser] = useUser();
  const { clearSession } = useAuthActions();
  const load = useAccountLoad();
  const loadAccount = useLoadAccount();
  const wizard = useWizard(TITLES.length);
  const [names, setNames] = useState({ firstName: "", lastName: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const goTo = (step: number) => {
    setError(null);
    wizard.goTo(step);
  };
  const close = () => {
    // The account is gone: closing its confirmation signs out.
    if (wizard.step === DELETED) clearSession();
    goTo(0);
    setNames({ firstName: "", lastName: "" });
    onClose();
  };
  const editName = () => {
    setNames({
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
    });
    goTo(1);
  };
  const back = () => {
    setNames({ firstName: "", lastName: "" });
    goTo(0);
  };
  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      console.warn(cause instanceof Error ? cause.message : cause);
      setError(t(failure));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      setUser(await updateUser(names));
      goTo(0);
    }, "account.updateFailed");
  const remove = () =>
    run(async () => {
      await deleteUser();
      goTo(DELETED);
    }, "account.deleteFailed");

  return (
    <SiteDialog
      open={open}
      onClose={close}
      title={t(TITLES[wizard.step] ?? TITLES[0])}
      size="manage"
    >
      <Wizard step={wizard.step}>
        <OverviewStep
          user={user}
          failed={load === "failed"}
          onRetry={() => void loadAccount()}
          onEditName={editName}
          onDelete={() => goTo(2)}
        />
        <EditNameStep
          names={names}
          onChange={setNames}
          onBack={back}
          onSave={save}
          saving={busy}
          error={error}
        />
        <DeleteStep
          onDelete={remove}
          onKeep={() => goTo(0)}
          deleting={busy}
          error={error}
        />
        <DeletedStep onClose={close} />
      </Wizard>
    </SiteDialog>
  );
}
