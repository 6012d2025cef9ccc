import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { atom, useRecoilValue } from "recoil";

const greeted = atom({ key: "greeted", default: "Northfare" });

/** One atom read and one translated text: the least a page of ours does. */
export default function FloorPage() {
  const { t } = useTranslation("common");
  const name = useRecoilValue(greeted);
  return (
    <main>
      <h1>{t("title", { name })}</h1>
      <p>{t("lead")}</p>
    </main>
  );
}

export const Head = () => <title>Floor</title>;

export const query = graphql`
  query FloorPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common"] }, language: { eq: $language } }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
