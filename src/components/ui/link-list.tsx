import { useTranslation } from "gatsby-plugin-react-i18next";
import type { SiteLink } from "../../lib/site-links";
import { Link } from "./localized-link";

interface LinkListProps {
  links: readonly SiteLink[];
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
