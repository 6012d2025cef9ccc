import type { ReactNode } from "react";
import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { OnDemandChakra } from "./chakra-provider";

type DialogSize = "language" | "login" | "manage";

/**
 * SPEC §9: the language dialog is at most 320 × 400 px (its body scrolls);
 * the login and manage-account modals are 380 and 400 px wide.
 */
const SIZES: Record<
  DialogSize,
  { maxW: string; maxH?: string; scrollBody?: boolean }
> = {
  language: { maxW: "320px", maxH: "400px", scrollBody: true },
  login: { maxW: "380px" },
  manage: { maxW: "400px" },
};

interface SiteDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size: DialogSize;
  children: ReactNode;
}

/**
 * The site's centred dialog: focus kept inside, Escape and the close button
 * close it. Chakra comes with it, so only load it from code loaded on use.
 */
export function SiteDialog({
  open,
  onClose,
  title,
  size,
  children,
}: SiteDialogProps) {
  const { t } = useTranslation("common");
  const { maxW, maxH, scrollBody = false } = SIZES[size];
  return (
    <OnDemandChakra>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && onClose()}
        placement="center"
        // Mounted at the first opening, then kept: opening it again only
        // shows it, without building its elements again (work on a phone).
        unmountOnExit={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW={maxW} maxH={maxH} w="calc(100% - 32px)">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body overflowY={scrollBody ? "auto" : undefined} pb="6">
                {children}
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
