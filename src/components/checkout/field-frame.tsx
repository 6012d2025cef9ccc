import type { ReactNode } from "react";
import * as styles from "./checkout.module.css";

/** What a field's control needs to be tied to its label, hint and message. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrameProps {
  /** The field's name in the form, e.g. "passengers.0.surname"; its id follows. */
  name: string;
  label: string;
  hint?: string;
  /** The message shown once the field has been left or the form submitted. */
  error?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A label, a hint and a message around one control, tied to it for screen readers. */
export function FieldFrame({
  name,
  label,
  hint,
  error,
  children,
}: FieldFrameProps) {
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
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
