import { contrastRatio, isHexColor, MIN_TAG_CONTRAST, suggestedTextColor, TAG_MESSAGES, tagProblem } from '@portal/shared-api/rules';
import { type FormEvent, useId, useState } from 'react';
import { TAG_COLUMNS } from '../../components/tag-columns';
import { TagChip } from '../../components/TagChip';
import { TAG_TEXTS } from './tag-texts';

export type TagDraft = { name: string; description: string; typeId: number; color: string; text_color: string };

type TagFormProps = {
  title: string;
  initial: TagDraft;
  onSave: (draft: TagDraft) => Promise<boolean>;
  onCancel: () => void;
};

const ratioText = (ratio: number) => `${ratio.toLocaleString('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 1 })}:1`;

/** Name, description, type and the two colours with a live preview; a pair under 4.5:1 is refused with a text colour that passes. */
export function TagForm({ title, initial, onSave, onCancel }: TagFormProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const set = (patch: Partial<TagDraft>) => {
    setError(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const colours = isHexColor(draft.color) && isHexColor(draft.text_color);
  const ratio = colours ? contrastRatio(draft.color, draft.text_color) : null;
  const lowContrast = ratio !== null && ratio < MIN_TAG_CONTRAST;
  const suggestion = isHexColor(draft.color) ? suggestedTextColor(draft.color) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = tagProblem({ ...draft, type: draft.typeId });
    if (problem) return setError(problem.message);
    setSaving(true);
    await onSave({ ...draft, name: draft.name.trim(), description: draft.description.trim() });
    setSaving(false);
  };

  return (
    <form className="panel tag-form" onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>{title}</h2>
      <label>
        {TAG_TEXTS.NAME}
        <input className="input" value={draft.name} onChange={(event) => set({ name: event.target.value })} />
      </label>
      <label>
        {TAG_TEXTS.DESCRIPTION}
        <input className="input" value={draft.description} onChange={(event) => set({ description: event.target.value })} />
      </label>
      <label>
        {TAG_TEXTS.TYPE}
        <select className="input" value={draft.typeId} onChange={(event) => set({ typeId: Number(event.target.value) })}>
          {TAG_COLUMNS.map((column) => (
            <option key={column.typeId} value={column.typeId}>
              {column.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {TAG_TEXTS.BACKGROUND}
        <input className="input tag-color" type="color" value={draft.color} onChange={(event) => set({ color: event.target.value })} />
      </label>
      <label>
        {TAG_TEXTS.TEXT_COLOR}
        <input className="input tag-color" type="color" value={draft.text_color} onChange={(event) => set({ text_color: event.target.value })} />
      </label>
      <div className="tag-preview" aria-live="polite">
        <span>{TAG_TEXTS.PREVIEW}:</span> <TagChip tag={{ name: draft.name || TAG_TEXTS.PREVIEW, color: draft.color, text_color: draft.text_color }} />
        {ratio !== null && (
          <span className={lowContrast ? 'tag-contrast is-low' : 'tag-contrast'}>
            {TAG_TEXTS.CONTRAST} {ratioText(ratio)}
          </span>
        )}
      </div>
      {lowContrast && (
        <div className="tag-contrast-warning" role="alert">
          <p>{TAG_MESSAGES.LOW_CONTRAST}</p>
          {suggestion && (
            <button type="button" className="btn" onClick={() => set({ text_color: suggestion })}>
              {TAG_TEXTS.useSuggested(suggestion)}
            </button>
          )}
        </div>
      )}
      {error && !lowContrast && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="tag-form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {TAG_TEXTS.SAVE}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {TAG_TEXTS.CANCEL}
        </button>
      </div>
    </form>
  );
}
