import { FieldFrame } from "./field-frame";

interface SelectFieldProps {
  /** The field's name in the form, e.g. "passengers.0.title"; also its id. */
  name: string;
  label: string;
  value: string;
  /** Each choice's value and its words; an empty first choice asks to choose. */
  options: readonly { value: string; label: string }[];
  placeholder: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  hint?: string;
  error?: string;
}

/** A labelled choice whose hint and message are tied to it, as TextField's are. */
export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
  hint,
  error,
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
