import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LinkList } from "../components/ui/link-list";
import { FaqContent } from "../components/faq/faq-content";
import { PageIntro } from "../components/ui/page-intro";
import { Layout } from "../components/shell/layout";
import { Accordion } from "../components/ui/accordion";
import { TwoColumnLayout } from "../components/ui/two-column-layout";
import { FAQ_LINKS } from "../lib/site-links";
import type { FaqBlock } from "../../domain/content/content-schema";
import * as styles from "./faq-section.module.css";

interface FaqSectionData {
  faqSection: {
    title: string;
    items: { title: string; content: string | FaqBlock[] }[];
  } | null;
}

type FaqSectionProps = PageProps<FaqSectionData, { section: string }>;

function FaqSectionPage({ data, pageContext }: FaqSectionProps) {
  const { t } = useTranslation("common");
  const faq = data.faqSection;
  const items = (faq?.items ?? []).map((item, index) => ({
    id: `${pageContext.section}-${index}`,
    title: item.title,
    content: <FaqContent content={item.content} />,
  }));

  return (
    <Layout>
      <TwoColumnLayout
        aside={
          <nav aria-label={t("footer.faqHeading")} className={styles.sections}>
            <LinkList links={FAQ_LINKS} activeClassName={styles.active} />
          </nav>
        }
      >
        <PageIntro title={faq?.title ?? ""} />
        <Accordion items={items} headingLevel={2} />
      </TwoColumnLayout>
    </Layout>
  );
}

export default FaqSectionPage;

export const query = graphql`
  query FaqSection($language: String!, $section: String!) {
    faqSection(section: { eq: $section }, language: { eq: $language }) {
      title
      items {
        title
        content
      }
    }
    locales: allLocale(
      filter: { ns: { in: ["common", "faq"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
