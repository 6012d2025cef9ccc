import { useTranslation } from "gatsby-plugin-react-i18next";
import { PageIntro } from "../ui/page-intro";
import * as styles from "./legal-document.module.css";

interface BodyEntry {
  subheading?: string | null;
  paragraph?: string | null;
  list?: readonly string[] | null;
}

export interface LegalDocumentData {
  title: string;
  lastUpdated: string;
  sections: readonly { heading: string; body: readonly BodyEntry[] }[];
}

/** Terms and privacy: sections of headings, subheadings, paragraphs and lists. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const { t } = useTranslation("common");
  return (
    <article className={styles.document}>
      <PageIntro
        title={document.title}
        lead={t("legal.lastUpdated", { date: document.lastUpdated })}
      />
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body.map((entry, index) => (
            <div key={index}>
              {entry.subheading && <h3>{entry.subheading}</h3>}
              {entry.paragraph && <p>{entry.paragraph}</p>}
              {entry.list && (
                <ul>
                  {entry.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
