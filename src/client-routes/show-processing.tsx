import { lazy, Suspense } from "react";
import { graphql } from "gatsby";
import { ClientScreen } from "../components/shell/client-screen";

// The screen loads after the page is interactive (ClientScreen renders it
// once mounted), so the page's first load stays within its budget.
const ProcessingScreen = lazy(() =>
  import("../components/processing/processing-screen").then(
    ({ ProcessingScreen }) => ({ default: ProcessingScreen }),
  ),
);

function ShowProcessing() {
  return (
    <ClientScreen ns="processing">
      <Suspense fallback={null}>
        <ProcessingScreen />
      </Suspense>
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
