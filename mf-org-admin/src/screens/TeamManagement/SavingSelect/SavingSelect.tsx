import { type ReactNode, useId, useState } from 'react';
import { ORG_TEXTS } from '../../../components/org-texts';

type SavingSelectProps = {
  label: string;
  value: string;
  /** Saves the choice; on `false` the select goes back to what it was. */
  onSave: (value: string) => Promise<boolean>;
  children: ReactNode;
};

/** A select that saves on change like the flag checkboxes: 'Un momento...' meanwhile, back to the old choice when refused. */
export function SavingSelect({ label, value, onSave, children }: SavingSelectProps) {
  const [shown, setShown] = useState(value);
  const [saving, setSaving] = useState(false);
  const id = useId();

  const choose = async (next: string) => {
    const previous = shown;
    setShown(next);
    setSaving(true);
    if (!(await onSave(next))) setShown(previous);
    setSaving(false);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={shown} disabled={saving} onChange={(event) => void choose(event.target.value)}>
        {children}
      </select>
      {saving && <span className="muted"> {ORG_TEXTS.MOMENT}</span>}
    </div>
  );
}
