import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import {
  LegalDocument,
  type LegalDocumentData,
} from "../components/legal/legal-document";

interface LegalPageData {
  legalDocument: LegalDocumentData | null;
}

function PrivacyPage({ data }: PageProps<LegalPageData>) {
  return (
    <Layout>
      {data.legalDocument && <LegalDocument document={data.legalDocument} />}
    </Layout>
  );
}

export default PrivacyPage;

export const query = graphql`
  query PrivacyPage($language: String!) {
    legalDocument(document: { eq: "privacy" }, language: { eq: $language }) {
      title
      lastUpdated(formatString: "YYYY-MM-DD")
      sections {
        heading
        body {
          subheading
          paragraph
          list
        }
      }
    }
    locales: allLocale(
      filter: { ns: { in: ["common", "privacy"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
