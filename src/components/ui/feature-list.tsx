import * as styles from "./feature-list.module.css";

interface Feature {
  title: string;
  text: string;
}

/** A grid of short titled paragraphs, e.g. the steps of how it works. */
export function FeatureList({
  items,
  ordered = false,
}: {
  items: Feature[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={styles.list}>
      {items.map(({ title, text }) => (
        <li key={title} className={styles.item}>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </List>
  );
}
