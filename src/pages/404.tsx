import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "../components/ui/localized-link";
import { PageIntro } from "../components/ui/page-intro";
import { Layout } from "../components/shell/layout";

function NotFoundPage() {
  const { t } = useTranslation("404");
  return (
    <Layout>
      <PageIntro title={t("title")} lead={t("lead")} />
      <p>
        <Link to="/">{t("home")}</Link>
      </p>
      <p>
        <Link to="/faq">{t("help")}</Link>
      </p>
    </Layout>
  );
}

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "404"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
