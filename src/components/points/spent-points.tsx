import { useTranslation } from "gatsby-plugin-react-i18next";
import { intlLocale } from "../../../domain/languages";
import { formatPoints } from "../../../domain/points/points-format";
import { formatLongDate } from "../../lib/booking/flight-times";
import { useSpentPoints } from "../../state/use-points";
import { Link } from "../ui/localized-link";

/**
 * The points the latest bookings spent, each a link to its order; held
 * ones say so (a failed order gives its points back and is not listed).
 */
export function SpentPoints() {
  const { t, i18n } = useTranslation("points");
  const spent = useSpentPoints();
  if (!spent.length) return null;
  return (
    <>
      <h3>{t("balance.spentHeading")}</h3>
      <ul>
        {spent.map(({ order_id, points, spent_on, status }) => (
          <li key={order_id}>
            <Link to={`/order/${encodeURIComponent(order_id)}`}>
              {t("balance.spent", {
                count: points,
                points: formatPoints(points, i18n.language),
                date: formatLongDate(spent_on, intlLocale(i18n.language)),
              })}
            </Link>
            {status === "held" && <> ({t("balance.held")})</>}
          </li>
        ))}
      </ul>
    </>
  );
}
