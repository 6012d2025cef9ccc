import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { PageIntro } from "../ui/page-intro";
import { Layout } from "./layout";

interface ClientScreenProps {
  /** Locale namespace holding `title` and `lead`. */
  ns: string;
  hideFooter?: boolean;
  children?: ReactNode;
}

/**
 * The shell of a client-only screen: the header, footer and head tags are
 * built with the page; the screen itself renders in the browser, where its
 * URL (query, session id) is known.
 */
export function ClientScreen({ ns, hideFooter, children }: ClientScreenProps) {
  const { t } = useTranslation(ns);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Layout hideFooter={hideFooter}>
      {mounted && (
        <>
          <PageIntro title={t("title")} lead={t("lead")} />
          {children}
        </>
      )}
    </Layout>
  );
}
