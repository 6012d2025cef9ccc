import { Button, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";

interface DeleteStepProps {
  onDelete: () => void;
  onKeep: () => void;
  deleting: boolean;
  error: string | null;
}

/** Step 2, 'delete account': what deletion means, and the red button. */
export function DeleteStep({
  onDelete,
  onKeep,
  deleting,
  error,
}: DeleteStepProps) {
  const { t } = useTranslation("common");
  const warnings = t("account.deleteWarnings", {
    returnObjects: true,
  }) as string[];
  return (
    <Stack gap="4">
      <Text>{t("account.deleteIntro")}</Text>
      <List.Root ps="5">
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List.Root>
      {error && (
        <Text role="alert" color="red.700">
          {error}
        </Text>
      )}
      <Button
        colorPalette="red"
        loading={deleting}
        loadingText={t("account.deleting")}
        onClick={onDelete}
      >
        {t("account.deleteButton")}
      </Button>
      <Button variant="ghost" onClick={onKeep} disabled={deleting}>
        {t("account.keepAccount")}
      </Button>
    </Stack>
  );
}

/** Step 3, 'account deleted': closing it signs out. */
export function DeletedStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("common");
  return (
    <Stack gap="4">
      <Text>{t("account.deletedText")}</Text>
      <Button colorPalette="blue" onClick={onClose}>
        {t("close")}
      </Button>
    </Stack>
  );
}
