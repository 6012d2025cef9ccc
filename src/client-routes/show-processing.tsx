import { graphql } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";

function ShowProcessing() {
  return <ClientScreen ns="processing" />;
}

export default ShowProcessing;

export const query = graphql`
  query ShowProcessing($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "processing"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`;
