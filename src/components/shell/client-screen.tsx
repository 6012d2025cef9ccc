import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
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

const subscribeToNothing = () => () => {};

/**
 * Whether React is hydrating the built HTML (its server snapshot) rather
 * than rendering afresh. React's own answer, not the page's `data-hydrated`
 * mark: a click can hydrate the layout's last boundary before this one.
 */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * The screen, once mounted. Its state lives inside the layout's content
 * boundary: a change above the layout would reach boundaries React has not
 * hydrated yet, and React would then render them again from scratch
 * (React error #421, docs/decisions/0008-hydration-in-slices.md). Shown by
 * a change of address in the app (a press of Search), it has no built HTML
 * to match and renders at once, in the page's own render: not in a second
 * pass after an empty screen has been committed.
 */
function MountedScreen({ ns, children }: { ns: string; children: ReactNode }) {
  const { t } = useTranslation(ns);
  const hydrating = useHydrating();
  const [mounted, setMounted] = useState(!hydrating);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <>
      <PageIntro title={t("title")} lead={t("lead")} />
      {children}
    </>
  );
}
