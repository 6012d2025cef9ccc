import type { ReactNode } from "react";
import * as styles from "./two-column-layout.module.css";

export interface TwoColumnLayoutProps {
  /** Secondary column, e.g. section navigation; the caller supplies the landmark. */
  aside: ReactNode;
  children: ReactNode;
}

/** Content pages: aside beside the text from the lg breakpoint, above it below. */
export function TwoColumnLayout({ aside, children }: TwoColumnLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>{aside}</div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
