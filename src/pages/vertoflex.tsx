import { graphql } from "gatsby";
import { SectionedContent } from "../components/content/sectioned-content";
import { Layout } from "../components/layout/layout";
import { SearchForm } from "../components/search-form/search-form";

function VertoflexPage() {
  return (
    <Layout>
      <SectionedContent ns="vertoflex">
        <SearchForm searchType="verto" />
      </SectionedContent>
    </Layout>
  );
}

export default VertoflexPage;

export const query = graphql`
  query VertoflexPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "vertoflex"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`;
