import * as styles from "./results.module.css";

interface CheckGroupProps<T extends string> {
  legend: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
}

/** A labelled set of checkboxes; none checked means "any". */
export function CheckGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: CheckGroupProps<T>) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value} className={styles.check}>
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, value]
                  : chosen.filter((v) => v !== value),
              )
            }
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
