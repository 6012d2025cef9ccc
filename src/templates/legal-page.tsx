import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/shell/layout";
import {
  LegalDocument,
  type LegalDocumentData,
} from "../components/legal/legal-document";

interface LegalPageData {
  legalDocument: LegalDocumentData | null;
}

/** /terms-and-conditions and /privacy-policy, from content/legal/. */
function LegalPage({ data }: PageProps<LegalPageData>) {
  return (
    <Layout>
      {data.legalDocument && <LegalDocument document={data.legalDocument} />}
    </Layout>
  );
}

export default LegalPage;

export const query = graphql`
  query LegalPage($language: String!, $document: String!) {
    legalDocument(document: { eq: $document }, language: { eq: $language }) {
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
      filter: { ns: { in: ["common", $document] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
