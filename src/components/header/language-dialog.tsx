import { useContext } from "react";
import { Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import { OnDemandChakra } from "../chakra/chakra-provider";
import { LANGUAGE_NAMES } from "./nav-links";
import { useSwitchLanguage } from "./use-switch-language";

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Select language' (SPEC §2): at most 320 × 400 px. Loaded on first use. */
export default function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const { t } = useTranslation("common");
  const { language, languages } = useContext(I18nextContext);
  const switchLanguage = useSwitchLanguage();

  return (
    <OnDemandChakra>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && onClose()}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW="320px" maxH="400px" w="calc(100% - 32px)">
              <Dialog.Header>
                <Dialog.Title>{t("language.dialogTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body overflowY="auto" pb="6">
                <Stack gap="2">
                  {languages.map((code) => (
                    <Button
                      key={code}
                      lang={code}
                      variant={code === language ? "solid" : "outline"}
                      colorPalette="blue"
                      aria-current={code === language ? "true" : undefined}
                      onClick={() => {
                        onClose();
                        if (code !== language) switchLanguage(code);
                      }}
                    >
                      {LANGUAGE_NAMES[code] ?? code}
                    </Button>
                  ))}
                </Stack>
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
