import type { ReactNode } from "react";
import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { OnDemandChakra } from "./chakra-provider";

interface SiteDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** SPEC §9 widths: 320 px (language), 380 px and 400 px (modals). */
  maxWidth: string;
  maxHeight?: string;
  /** The body scrolls when the dialog is capped in height. */
  scrollBody?: boolean;
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
  maxWidth,
  maxHeight,
  scrollBody = false,
  children,
}: SiteDialogProps) {
  const { t } = useTranslation("common");
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
            <Dialog.Content
              maxW={maxWidth}
              maxH={maxHeight}
              w="calc(100% - 32px)"
            >
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
