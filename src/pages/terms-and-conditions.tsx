import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { LegalDocument } from "../components/legal/legal-document";

function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  return (
    <Layout>
      {data.legalDocument && <LegalDocument document={data.legalDocument} />}
    </Layout>
  );
}

export default TermsPage;

export const query = graphql`
  query TermsPage($language: String!) {
    legalDocument(document: { eq: "terms" }, language: { eq: $language }) {
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
      filter: { ns: { in: ["common", "terms"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
