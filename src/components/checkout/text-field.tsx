import type { InputHTMLAttributes } from "react";
import * as styles from "./checkout.module.css";

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "onChange"
> {
  /** The field's name in the form, e.g. "passengers.0.surname"; also its id. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** The message shown once the field has been left or the form submitted. */
  error?: string;
}

/** A labelled input whose hint and message are tied to it for screen readers. */
export function TextField({
  name,
  label,
  value,
  onChange,
  hint,
  error,
  ...input
}: TextFieldProps) {
  const id = `field-${name.replace(/\./g, "-")}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
