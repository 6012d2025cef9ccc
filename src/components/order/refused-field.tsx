import { useTranslation } from "gatsby-plugin-react-i18next";
import type { OrderField } from "../../../domain/orders/order-contract";

/**
 * Which detail the airline did not accept, in the page's language: the
 * API names the field ("passengers.0.date_of_birth"), never its words.
 */
export function RefusedField({ field }: { field: OrderField }) {
  const { t } = useTranslation("order");
  const [group, index, name] = field.split(".");
  const text =
    group === "contact"
      ? t("failure.contact", { detail: t(`failure.details.${index}`) })
      : t("failure.traveller", {
          number: Number(index) + 1,
          detail: t(`failure.details.${name}`),
        });
  return <>{text}</>;
}
