import { notify } from '@portal/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { ORG_TEXTS } from '../org-texts';

type RenameEditorProps = {
  /** What is being named, for screen readers ("Nombre", "Descripción de incidencias"). */
  label: string;
  value: string;
  /** Shown when the new text is blank; nothing is sent then. */
  emptyMessage: string;
  onSave: (value: string) => Promise<boolean>;
  multiline?: boolean;
};

/**
 * A text shown with 'Cambiar'; the editor closes without a call when the
 * text is unchanged, refuses a blank one, and stays open with what was typed
 * when the save fails.
 */
export function RenameEditor({ label, value, emptyMessage, onSave, multiline = false }: RenameEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const close = () => {
    setDraft(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const next = draft.trim();
    if (next === value.trim()) return close();
    if (next === '') {
      setError(emptyMessage);
      notify.error(emptyMessage);
      return;
    }
    setSaving(true);
    const saved = await onSave(next);
    setSaving(false);
    if (saved) close();
  };

  if (draft === null) {
    return (
      <div className="org-rename">
        <span className="org-rename-value">{value || '—'}</span>
        <button type="button" className="btn" aria-label={`${ORG_TEXTS.CHANGE} ${label.toLowerCase()}`} onClick={() => setDraft(value)}>
          {ORG_TEXTS.CHANGE}
        </button>
      </div>
    );
  }

  const fieldProps = {
    id: inputId,
    className: 'input',
    value: draft,
    placeholder: ORG_TEXTS.NEW_NAME_PLACEHOLDER,
    'aria-invalid': error !== null,
    'aria-describedby': error ? errorId : undefined,
    disabled: saving,
    autoFocus: true,
  };
  return (
    <form className="org-rename" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      {multiline ? (
        <textarea {...fieldProps} rows={3} onChange={(event) => setDraft(event.target.value)} />
      ) : (
        <input {...fieldProps} onChange={(event) => setDraft(event.target.value)} />
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? ORG_TEXTS.MOMENT : ORG_TEXTS.CHANGE}
      </button>
      <button type="button" className="btn btn-ghost" disabled={saving} onClick={close}>
        {ORG_TEXTS.CANCEL}
      </button>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
