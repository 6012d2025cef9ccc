import { useState } from "react";
import { Button, Text } from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { loginErrorKey } from "../../state/auth-fragment";
import { startLogin } from "../../state/start-login";
import { useLoginError } from "../../state/use-account-dialog";
import { SiteDialog } from "../ui/site-dialog";

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'log in or create an account' (SPEC §2): 380 px. Loaded on first use. */
export default function LoginModal({ open, onClose }: LoginModalProps) {
  const { t } = useTranslation("common");
  const [loginError, clearLoginError] = useLoginError();
  const [leaving, setLeaving] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const alert = startFailed
    ? "account.loginStartFailed"
    : loginError && loginErrorKey(loginError);
  const close = () => {
    clearLoginError();
    setStartFailed(false);
    onClose();
  };
  const logIn = async () => {
    setLeaving(true);
    setStartFailed(false);
    clearLoginError();
    // Still here after it: the sign-in could not start, and the dialog says so.
    setStartFailed((await startLogin()) !== undefined);
    setLeaving(false);
  };

  return (
    <SiteDialog
      open={open}
      onClose={close}
      title={t("account.loginTitle")}
      size="login"
    >
      {alert && (
        <Text role="alert" color="red.700" mb="3">
          {t(alert)}
        </Text>
      )}
      <Text mb="4">{t("account.loginText")}</Text>
      <Button
        w="full"
        colorPalette="blue"
        loading={leaving}
        onClick={() => void logIn()}
      >
        {t("account.loginButton")}
      </Button>
    </SiteDialog>
  );
}
