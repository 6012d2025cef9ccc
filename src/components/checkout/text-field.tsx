import type { InputHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";

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
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
