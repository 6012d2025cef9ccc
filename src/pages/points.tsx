import { graphql } from "gatsby";
import { PointsPanel } from "../components/points/points-panel";
import { WatchList } from "../components/points/watch-list";
import { SectionedContent } from "../components/ui/sectioned-content";
import { Layout } from "../components/shell/layout";

function PointsPage() {
  return (
    <Layout>
      <SectionedContent ns="points">
        <PointsPanel />
        <WatchList />
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
