import type { ReactNode } from "react";
import * as styles from "./page-intro.module.css";

interface PageIntroProps {
  title: string;
  lead?: ReactNode;
}

/** The heading block every content page opens with. */
export function PageIntro({ title, lead }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
