import { graphql } from "gatsby";
import { SectionedContent } from "../components/ui/sectioned-content";
import { Layout } from "../components/shell/layout";

function HowItWorksPage() {
  return (
    <Layout>
      <SectionedContent ns="how"></SectionedContent>
    </Layout>
  );
}

export default HowItWorksPage;

export const query = graphql`
  query HowItWorksPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "how"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
