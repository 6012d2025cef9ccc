import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "./localized-link";

export interface NavLinkItem {
  to: string;
  /** A key in the common namespace. */
  label: string;
}

interface LinkListProps {
  links: readonly NavLinkItem[];
  /** Marks the link of the page being shown. */
  activeClassName?: string;
}

/** A list of localized links, as menus and footer columns show them. */
export function LinkList({ links, activeClassName }: LinkListProps) {
  const { t } = useTranslation("common");
  return (
    <ul>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link to={to} activeClassName={activeClassName}>
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
