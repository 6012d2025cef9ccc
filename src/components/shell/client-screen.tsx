import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { PageIntro } from "../ui/page-intro";
import { Layout } from "./layout";
import * as styles from "./client-screen.module.css";

interface ClientScreenProps {
  /** Locale namespace holding `title` and `lead`. */
  ns: string;
  hideFooter?: boolean;
  /** Built with the page after the screen, which renders before it once mounted. */
  after?: ReactNode;
  children?: ReactNode;
}

/**
 * The shell of a client-only screen: the header, footer and head tags are
 * built with the page; the screen itself renders in the browser, where its
 * URL (query, session id) is known.
 */
export function ClientScreen({
  ns,
  hideFooter,
  after,
  children,
}: ClientScreenProps) {
  return (
    <Layout hideFooter={hideFooter}>
      <div className={styles.screen}>
        <MountedScreen ns={ns}>{children}</MountedScreen>
        {after}
      </div>
    </Layout>
  );
}

/**
 * The screen, once mounted. Its state lives inside the layout's content
 * boundary: a change above the layout would reach boundaries React has not
 * hydrated yet, and React would then render them again from scratch
 * (React error #421, docs/decisions/0008-hydration-in-slices.md).
 */
function MountedScreen({ ns, children }: { ns: string; children: ReactNode }) {
  const { t } = useTranslation(ns);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <>
      <PageIntro title={t("title")} lead={t("lead")} />
      {children}
    </>
  );
}
