import { useId } from 'react';

/** One option of a `ChoiceSelect`: a department, a team, anything with an id and a name. */
export type Choice = { id: number; name: string };

type ChoiceSelectProps = {
  label: string;
  value: number | null;
  choices: readonly Choice[];
  /** The empty option's text (its value is `null`); without it, one of `choices` is always chosen. */
  placeholder?: string;
  disabled?: boolean;
  /** The form field's name, for selects inside a route action's form. */
  name?: string;
  /** A class added to the field, for a screen's layout. */
  className?: string;
  onChange: (id: number | null) => void;
};

/** A labelled select of ids by name: the department, then team, pickers of every remote. */
export function ChoiceSelect({ label, value, choices, placeholder, disabled = false, name, className, onChange }: ChoiceSelectProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        name={name}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
