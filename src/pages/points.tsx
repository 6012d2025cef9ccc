import { graphql } from "gatsby";
import { PointsPanel } from "../components/account/points-panel";
import { SectionedContent } from "../components/content/sectioned-content";
import { Layout } from "../components/layout/layout";

function PointsPage() {
  return (
    <Layout>
      <SectionedContent ns="points">
        <PointsPanel />
      </SectionedContent>
    </Layout>
  );
}

export default PointsPage;

export const query = graphql`
  query PointsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "points"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
