import { graphql } from "gatsby";
import { SectionedContent } from "../components/ui/sectioned-content";
import { ExtensionInstall } from "../components/extension/extension-install";
import { Layout } from "../components/shell/layout";

function BrowserExtensionPage() {
  return (
    <Layout>
      <SectionedContent ns="browser">
        <ExtensionInstall />
      </SectionedContent>
    </Layout>
  );
}

export default BrowserExtensionPage;

export const query = graphql`
  query BrowserExtensionPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "browser"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
