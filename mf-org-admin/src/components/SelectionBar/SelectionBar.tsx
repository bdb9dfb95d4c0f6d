import { useId } from 'react';
import { ORG_TEXTS } from '../org-texts';

export type Choice = { id: number; name: string; deleted: boolean };

type SelectProps = { label: string; choices: readonly Choice[]; value: number | null; onChange: (id: number | null) => void; disabled?: boolean };

/** A labelled select; deleted choices carry a mark. */
export function ChoiceSelect({ label, choices, value, onChange, disabled = false }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{ORG_TEXTS.CHOOSE}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.deleted ? `${choice.name} ${ORG_TEXTS.DELETED_MARK}` : choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}

type ShowDeletedProps = { checked: boolean; onChange: (checked: boolean) => void };

export function ShowDeletedCheckbox({ checked, onChange }: ShowDeletedProps) {
  return (
    <label className="org-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {ORG_TEXTS.SHOW_DELETED}
    </label>
  );
}

/** Hides deleted choices unless asked, but always keeps the selected one. */
export function visibleChoices<C extends Choice>(choices: readonly C[], showDeleted: boolean, selectedId: number | null): C[] {
  return choices.filter((choice) => showDeleted || !choice.deleted || choice.id === selectedId);
}
