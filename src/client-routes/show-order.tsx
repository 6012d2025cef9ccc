import { lazy, Suspense } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ClientScreen } from "../components/shell/client-screen";

// The screen loads after the page is interactive (ClientScreen renders it
// once mounted), so the page's first load stays within its budget.
const OrderScreen = lazy(() =>
  import("../components/order/order-screen").then(({ OrderScreen }) => ({
    default: OrderScreen,
  })),
);

type ShowOrderProps = PageProps & { params: { session_id?: string } };

function ShowOrder({ params }: ShowOrderProps) {
  const { t } = useTranslation("order");
  return (
    <ClientScreen ns="order">
      <Suspense fallback={null}>
        {params.session_id ? (
          <OrderScreen sessionId={params.session_id} />
        ) : (
          <p role="alert">{t("missing")}</p>
        )}
      </Suspense>
    </ClientScreen>
  );
}

export default ShowOrder;

// The checkout namespace holds the trip and price blocks the order shows.
export const query = graphql`
  query ShowOrder($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "checkout", "order"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`;
