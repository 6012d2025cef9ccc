import { graphql } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";
import { ProcessingScreen } from "../components/processing/processing-screen";

function ShowProcessing() {
  return (
    <ClientScreen ns="processing">
      <ProcessingScreen />
    </ClientScreen>
  );
}

export default ShowProcessing;

// The checkout namespace holds the trip and price blocks (a new price on 409).
export const query = graphql`
  query ShowProcessing($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "checkout", "processing"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`;
