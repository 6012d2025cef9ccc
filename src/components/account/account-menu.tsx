import { Menu, Portal } from "@chakra-ui/react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useLogout } from "../../state/use-logout";
import { useAccountDialog } from "../../state/use-account-dialog";
import { useAccountLoad } from "../../state/use-account-load";
import { useLoadAccount } from "../../state/use-load-account";
import { useBalanceLoad, usePoints } from "../../state/use-points";
import { OnDemandChakra } from "../ui/chakra-provider";
import { Link } from "../ui/localized-link";
import { AccountSummary } from "./account-summary";

interface AccountMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's account button, which this menu drops down from. */
  triggerId: string;
}

/** The signed-in dropdown (SPEC §2): 240 px wide, 6 px below its button. */
export default function AccountMenu({
  open,
  onOpenChange,
  triggerId,
}: AccountMenuProps) {
  const { t } = useTranslation("common");
  const { openDialog } = useAccountDialog();
  const logout = useLogout();
  const loadAccount = useLoadAccount();
  const load = useAccountLoad();
  const balanceLoad = useBalanceLoad();
  const points = usePoints();
  // What did not load can be asked for again from here.
  const canRetry =
    load === "failed" || (balanceLoad === "failed" && points === null);

  return (
    <OnDemandChakra>
      <Menu.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        ids={{ trigger: triggerId }}
        positioning={{ placement: "bottom-end", gutter: 6 }}
        onSelect={({ value }) => {
          if (value === "account") openDialog("manage");
          if (value === "logout") void logout();
          if (value === "retry") void loadAccount();
        }}
      >
        <Portal>
          <Menu.Positioner>
            <Menu.Content w="240px">
              <AccountSummary />
              {canRetry && (
                <Menu.Item value="retry">{t("account.tryAgain")}</Menu.Item>
              )}
              <Menu.Item value="redeem" asChild>
                <Link to="/points">{t("account.redeem")}</Link>
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="account">{t("account.account")}</Menu.Item>
              <Menu.Item value="logout">{t("account.logout")}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </OnDemandChakra>
  );
}
