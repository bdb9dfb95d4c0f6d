import type { UserSummary } from '@portal/shared-api';
import { displayName, notify } from '@portal/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { CandidatePicker, type Candidates } from '../../../components/CandidatePicker';
import { ORG_TEXTS } from '../../../components/org-texts';

export type NewItem = { name: string; manager: UserSummary };

type CreateWithManagerFormProps = {
  /** "Nuevo equipo", "Nuevo subdepartamento". */
  legend: string;
  onCreate: (item: NewItem) => Promise<boolean>;
  /** Whom the caller may put in charge of the new item (the server refuses the rest). */
  candidates?: Candidates;
};

/** The messages of an invalid form, in the spec's order; an invalid form sends nothing. */
function problemsOf(name: string, manager: UserSummary | null): string[] {
  const problems: string[] = [];
  if (name.trim() === '') problems.push(ORG_TEXTS.TEAM_NAME_EMPTY);
  if (!manager) problems.push(ORG_TEXTS.MANAGER_REQUIRED);
  else if (manager.deleted) problems.push(ORG_TEXTS.MANAGER_INVALID);
  return problems;
}

/** Name and manager of a new team or sub-department. */
export function CreateWithManagerForm({ legend, onCreate, candidates = {} }: CreateWithManagerFormProps) {
  const [name, setName] = useState('');
  const [manager, setManager] = useState<UserSummary | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const nameId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(name, manager);
    setProblems(found);
    if (found.length > 0 || !manager) {
      for (const problem of found) notify.error(problem);
      return;
    }
    setSaving(true);
    const created = await onCreate({ name: name.trim(), manager });
    setSaving(false);
    if (created) {
      setName('');
      setManager(null);
    }
  };

  return (
    <form className="org-create" onSubmit={submit} aria-label={legend} noValidate>
      <fieldset disabled={saving}>
        <legend>{legend}</legend>
        <div className="field">
          <label htmlFor={nameId}>{ORG_TEXTS.NAME}</label>
          <input id={nameId} className="input" value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <CandidatePicker label={ORG_TEXTS.MANAGER} candidates={candidates} onSelect={setManager} />
        {manager && (
          <p className="muted">
            {ORG_TEXTS.MANAGER}: {displayName(manager)} ({manager.email})
          </p>
        )}
        {problems.map((problem) => (
          <p key={problem} className="form-error" role="alert">
            {problem}
          </p>
        ))}
        <button type="submit" className="btn btn-primary">
          {saving ? ORG_TEXTS.MOMENT : ORG_TEXTS.CREATE}
        </button>
      </fieldset>
    </form>
  );
}
