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
export default function LanguageDialog(props: LanguageDialogProps) {
  const { t } = useTranslation("common");
  const { language, languages } = useContext(I18nextContext);
  const switchLanguage = useSwitchLanguage();

  return (
    <SiteDialog {...props} title={t("language.dialogTitle")} size="language">
      <Stack gap="2">
        {languages.map((code) => (
          <Button
            key={code}
            lang={code}
            variant={code === language ? "solid" : "outline"}
            colorPalette="blue"
            aria-current={code === language ? "true" : undefined}
            onClick={() => {
              props.onClose();
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
