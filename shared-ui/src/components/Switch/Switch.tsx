import { useEffect, useId, useState } from 'react';

type SwitchProps = {
  label: string;
  /** What turning it on does, read with the switch. */
  description: string;
  checked: boolean;
  /** Saves the new position; on `false` the switch goes back to where it was. */
  onChange: (checked: boolean) => Promise<boolean>;
  disabled?: boolean;
};

/**
 * An on/off setting that takes effect at once: a button with the switch role,
 * so Space and Enter turn it, shown in its new position while it saves and
 * put back when the save fails.
 */
export function Switch({ label, description, checked, onChange, disabled = false }: SwitchProps) {
  const [shown, setShown] = useState(checked);
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const descriptionId = useId();
  useEffect(() => setShown(checked), [checked]);

  const toggle = async () => {
    const next = !shown;
    setShown(next);
    setSaving(true);
    const saved = await onChange(next);
    setSaving(false);
    if (!saved) setShown(!next);
  };

  return (
    <div className="switch-field">
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={shown}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-busy={saving}
        disabled={disabled || saving}
        onClick={() => void toggle()}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
      <div>
        <span id={labelId} className="switch-label">
          {label}
        </span>
        <p id={descriptionId} className="switch-description">
          {description}
        </p>
      </div>
    </div>
  );
}
