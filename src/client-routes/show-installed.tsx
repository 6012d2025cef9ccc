import { graphql } from "gatsby";
import { InstalledCheck } from "../components/extension/installed-check";
import { ClientScreen } from "../components/shell/client-screen";

function ShowInstalled() {
  return (
    <ClientScreen ns="installed" hideFooter>
      <InstalledCheck />
    </ClientScreen>
  );
}

export default ShowInstalled;

export const query = graphql`
  query ShowInstalled($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "installed"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`;
