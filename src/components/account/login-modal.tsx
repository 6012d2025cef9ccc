import { useState } from "react";
import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useRecoilState } from "recoil";
import { startLogin } from "../../state/auth-actions";
import { loginErrorState } from "../../state/auth-state";
import { OnDemandChakra } from "../chakra/chakra-provider";

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'log in or create an account' (SPEC §2): 380 px. Loaded on first use. */
export default function LoginModal({ open, onClose }: LoginModalProps) {
  const { t } = useTranslation("common");
  const [loginError, setLoginError] = useRecoilState(loginErrorState);
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    setLoginError(null);
    onClose();
  };
  const logIn = async () => {
    setLeaving(true);
    await startLogin();
    // Still here: the redirect failed, which the spec has the UI ignore.
    setLeaving(false);
  };

  return (
    <OnDemandChakra>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && close()}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW="380px" w="calc(100% - 32px)">
              <Dialog.Header>
                <Dialog.Title>{t("account.loginTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                {loginError && (
                  <Text role="alert" color="red.700" mb="3">
                    {t("account.loginFailed")}
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
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("close")} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </OnDemandChakra>
  );
}
