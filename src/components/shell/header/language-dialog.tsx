import { useContext } from "react";
import { Button, Stack } from "@chakra-ui/react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import { SiteDialog } from "../../ui/site-dialog";
import { isLanguage, LANGUAGE_NAMES } from "../../../../domain/languages";
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
    <SiteDialog
      open={open}
      onClose={onClose}
      title={t("language.dialogTitle")}
      maxWidth="320px"
      maxHeight="400px"
      scrollBody
    >
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
            {isLanguage(code) ? LANGUAGE_NAMES[code] : code}
          </Button>
        ))}
      </Stack>
    </SiteDialog>
  );
}
