import { useId, useState, type ReactNode } from "react";
import * as styles from "./accordion.module.css";

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The heading level that fits the page outline around the accordion. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  defaultOpenId?: string;
}

/** One item open at a time; choosing the open item closes it (SPEC §2). */
export function nextOpenId(
  current: string | null,
  clicked: string,
): string | null {
  return current === clicked ? null : clicked;
}

/** The WAI-ARIA accordion pattern: heading > button, panel as a region. */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenId,
}: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  // Item ids may repeat across accordions on one page; scope them.
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = item.id === openId;
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={headerId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() =>
                  setOpenId((current) => nextOpenId(current, item.id))
                }
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              role="region"
              id={panelId}
              aria-labelledby={headerId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
