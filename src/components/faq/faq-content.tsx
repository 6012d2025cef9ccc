import type { ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "../ui/localized-link";
import type { FaqBlock } from "../../../domain/content/content-schema";
import { useSiteInfo } from "../ui/use-site-info";

/** An FAQ answer: plain text, or typed blocks (text, list, custom). */
export function FaqContent({ content }: { content: string | FaqBlock[] }) {
  if (typeof content === "string") return <p>{content}</p>;
  return (
    <>
      {content.map((block, index) => (
        <FaqBlockView key={index} block={block} />
      ))}
    </>
  );
}

function FaqBlockView({ block }: { block: FaqBlock }): ReactNode {
  switch (block.type) {
    case "text":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "custom":
      return <CustomBlock component={block.component} />;
  }
}

function CustomBlock({ component }: { component: string }) {
  const { t } = useTranslation("faq");
  const { contactEmail } = useSiteInfo();
  if (component === "contact") {
    return (
      <p>
        {t("contact")} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
    );
  }
  const to = component === "points-link" ? "/points" : "/browser-extension";
  return (
    <p>
      <Link to={to}>{t(component)}</Link>
    </p>
  );
}
