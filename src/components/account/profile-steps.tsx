import type { FormEvent } from "react";
import {
  Button,
  DataList,
  Field,
  IconButton,
  Input,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { NameChange } from "../../services/user/update-user";
import type { User } from "../../services/user/user";

interface OverviewStepProps {
  user: User | null;
  /** The account didn't load (the API failed): offered again instead. */
  failed: boolean;
  onRetry: () => void;
  onEditName: () => void;
  onDelete: () => void;
}

/** Step 0, 'manage account': the e-mail address and the way to each change. */
export function OverviewStep({
  user,
  failed,
  onRetry,
  onEditName,
  onDelete,
}: OverviewStepProps) {
  const { t } = useTranslation("common");
  if (!user) {
    return (
      <Stack gap="4" role="status">
        <Text>{t(failed ? "account.notLoaded" : "account.loading")}</Text>
        {failed && (
          <Button variant="outline" onClick={onRetry}>
            {t("account.tryAgain")}
          </Button>
        )}
      </Stack>
    );
  }
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  return (
    <Stack gap="5">
      <DataList.Root orientation="vertical">
        <DataList.Item>
          <DataList.ItemLabel>{t("account.email")}</DataList.ItemLabel>
          <DataList.ItemValue>{user?.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("account.name")}</DataList.ItemLabel>
          <DataList.ItemValue>{name || "—"}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack gap="2">
        <Button variant="outline" onClick={onEditName}>
          {t("account.editName")}
        </Button>
        <Button variant="ghost" colorPalette="red" onClick={onDelete}>
          {t("account.deleteButton")}
        </Button>
      </Stack>
    </Stack>
  );
}

interface EditNameStepProps {
  names: NameChange;
  onChange: (names: NameChange) => void;
  onBack: () => void;
  onSave: () => void;
  saving: boolean;
  error: string | null;
}

/** Step 1: first and last name, 'save changes', and a back arrow. */
export function EditNameStep({
  names,
  onChange,
  onBack,
  onSave,
  saving,
  error,
}: EditNameStepProps) {
  const { t } = useTranslation("common");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const field = (key: keyof NameChange, label: string) => (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input
        value={names[key]}
        maxLength={100}
        autoComplete={key === "firstName" ? "given-name" : "family-name"}
        onChange={(event) => onChange({ ...names, [key]: event.target.value })}
      />
    </Field.Root>
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="4">
        <IconButton
          aria-label={t("account.back")}
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          onClick={onBack}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M19 12H5m6-6l-6 6 6 6"
            />
          </svg>
        </IconButton>
        {field("firstName", t("account.firstName"))}
        {field("lastName", t("account.lastName"))}
        {error && (
          <Text role="alert" color="red.700">
            {error}
          </Text>
        )}
        <Button type="submit" colorPalette="blue" loading={saving}>
          {t("account.saveChanges")}
        </Button>
      </Stack>
    </form>
  );
}
