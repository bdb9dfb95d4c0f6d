import { useState } from 'react';
import { ORG_TEXTS } from '../org-texts';
import { Panel } from '../Panel';

export type FlagOption<K extends string> = { key: K; label: string };

type FlagCheckboxesProps<K extends string> = {
  options: readonly FlagOption<K>[];
  values: Record<K, boolean>;
  /** Saves one flag; on `false` the box goes back to what it was. */
  onToggle: (key: K, value: boolean) => Promise<boolean>;
  onSavingChange?: (saving: boolean) => void;
};

/** Checkboxes that save on click, say 'Un momento...' meanwhile and revert when the save fails. */
export function FlagCheckboxes<K extends string>({ options, values, onToggle, onSavingChange }: FlagCheckboxesProps<K>) {
  const [shown, setShown] = useState<Record<K, boolean>>(values);
  const [saving, setSaving] = useState<K | null>(null);

  const toggle = async (key: K, value: boolean) => {
    setShown((current) => ({ ...current, [key]: value }));
    setSaving(key);
    onSavingChange?.(true);
    const saved = await onToggle(key, value);
    if (!saved) setShown((current) => ({ ...current, [key]: !value }));
    setSaving(null);
    onSavingChange?.(false);
  };

  return (
    <ul className="org-options">
      {options.map(({ key, label }) => (
        <li key={key}>
          <label className="org-checkbox">
            <input type="checkbox" checked={shown[key]} disabled={saving !== null} onChange={(event) => toggle(key, event.target.checked)} /> {label}
          </label>
          {saving === key && <span className="muted"> {ORG_TEXTS.MOMENT}</span>}
        </li>
      ))}
    </ul>
  );
}

type FlagsPanelProps<K extends string> = Omit<FlagCheckboxesProps<K>, 'onSavingChange'> & { title: string };

/** A titled panel of flag checkboxes. */
export function FlagsPanel<K extends string>({ title, ...checkboxes }: FlagsPanelProps<K>) {
  const [busy, setBusy] = useState(false);
  return (
    <Panel title={title} busy={busy}>
      <FlagCheckboxes {...checkboxes} onSavingChange={setBusy} />
    </Panel>
  );
}
