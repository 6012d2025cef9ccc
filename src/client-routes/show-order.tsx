import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ClientScreen } from "../components/shell/client-screen";

type ShowOrderProps = PageProps & { params: { session_id?: string } };

function OrderReference({ sessionId }: { sessionId?: string }) {
  const { t } = useTranslation("order");
  return sessionId ? (
    <p>{t("reference", { sessionId })}</p>
  ) : (
    <p role="alert">{t("missing")}</p>
  );
}

function ShowOrder({ params }: ShowOrderProps) {
  return (
    <ClientScreen ns="order">
      <OrderReference sessionId={params.session_id} />
    </ClientScreen>
  );
}

export default ShowOrder;

export const query = graphql`
  query ShowOrder($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "order"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
