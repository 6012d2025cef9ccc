import type { ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { FeatureList } from "./feature-list";
import { PageIntro } from "./page-intro";

interface Section {
  heading: string;
  items: { title: string; text: string }[];
}

/**
 * A content page written entirely in one locale namespace:
 * `title`, `lead` and `sections[{heading, items[{title, text}]}]`.
 */
export function SectionedContent({
  ns,
  children,
}: {
  ns: string;
  /** Shown between the intro and the sections. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const sections = t("sections", { returnObjects: true }) as Section[];

  return (
    <>
      <PageIntro title={t("title")} lead={t("lead")} />
      {children}
      {sections.map(({ heading, items }) => (
        <section key={heading} aria-label={heading}>
          <h2>{heading}</h2>
          <FeatureList items={items} />
        </section>
      ))}
    </>
  );
}
