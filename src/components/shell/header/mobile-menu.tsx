import { Box, CloseButton, Drawer, Portal, Stack } from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "../../ui/localized-link";
import { OnDemandChakra } from "../../ui/chakra-provider";
import { AccountMenuEntries } from "../../account/account-menu-entries";
import { NAV_LINKS } from "../../../lib/site-links";
import * as styles from "./mobile-menu.module.css";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onLanguage: () => void;
}

/** The full-screen menu below the lg breakpoint; any choice closes it. Loaded on first use. */
export default function MobileMenu({
  open,
  onClose,
  onLanguage,
}: MobileMenuProps) {
  const { t } = useTranslation("common");
  const choose = (action?: () => void) => () => {
    onClose();
    action?.();
  };

  return (
    <OnDemandChakra>
      <Drawer.Root
        open={open}
        onOpenChange={(event) => !event.open && onClose()}
        size="full"
        placement="end"
        // Kept after the first opening, as the site's dialogs are (site-dialog.tsx).
        unmountOnExit={false}
      >
        <Portal>
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t("menu.title")}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Box as="nav" aria-label={t("nav.label")}>
                  <Stack as="ul" gap="1" className={styles.list}>
                    {NAV_LINKS.map(({ to, label }) => (
                      <li key={to}>
                        <Link
                          to={to}
                          className={styles.item}
                          onClick={choose()}
                        >
                          {t(label)}
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </Box>
                <Stack as="ul" gap="1" className={styles.list} mt="6">
                  <li>
                    <button
                      type="button"
                      className={styles.item}
                      onClick={choose(onLanguage)}
                    >
                      {t("language.button")}
                    </button>
                  </li>
                  <AccountMenuEntries
                    className={styles.item}
                    onChoose={onClose}
                  />
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="md" aria-label={t("menu.close")} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </OnDemandChakra>
  );
}
