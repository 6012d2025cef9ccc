import { graphql } from "gatsby";
import { SectionedContent } from "../components/ui/sectioned-content";
import { DeferredFeaturedTrips } from "../components/featured-trips/deferred-featured-trips";
import { Layout } from "../components/shell/layout";
import { SearchForm } from "../components/search-form/search-form";

function VertoflexPage() {
  return (
    <Layout>
      <SectionedContent ns="vertoflex">
        <SearchForm searchType="verto" />
        <DeferredFeaturedTrips searchType="verto" />
      </SectionedContent>
    </Layout>
  );
}

export default VertoflexPage;

export const query = graphql`
  query VertoflexPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "home", "vertoflex"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`;
