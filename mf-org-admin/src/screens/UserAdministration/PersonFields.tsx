import { type CheckboxChoice, CheckboxList } from './CheckboxList';
import { USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

/** What both the new-user form and the edit panel ask of a person. */
export type PersonDraft = { email: string; name: string; allowance: string; departmentIds: Set<number>; teamIds: Set<number> };

type PersonFieldsProps = {
  draft: PersonDraft;
  onChange: (draft: PersonDraft) => void;
  emailInvalid: boolean;
  departments: readonly CheckboxChoice[];
  teams: readonly CheckboxChoice[];
};

export function PersonFields({ draft, onChange, emailInvalid, departments, teams }: PersonFieldsProps) {
  const set = (changes: Partial<PersonDraft>) => onChange({ ...draft, ...changes });
  return (
    <>
      <label>
        {TEXTS.EMAIL}
        <input className="input" type="email" value={draft.email} aria-invalid={emailInvalid} onChange={(event) => set({ email: event.target.value })} />
      </label>
      <label>
        {TEXTS.NAME}
        <input className="input" value={draft.name} onChange={(event) => set({ name: event.target.value })} />
      </label>
      <label>
        {TEXTS.HOLIDAY_ALLOWANCE}
        <input className="input" type="number" min={0} value={draft.allowance} onChange={(event) => set({ allowance: event.target.value })} />
      </label>
      <CheckboxList legend={TEXTS.DEPARTMENTS} choices={departments} selected={draft.departmentIds} onChange={(departmentIds) => set({ departmentIds })} />
      <CheckboxList legend={TEXTS.TEAMS} choices={teams} selected={draft.teamIds} onChange={(teamIds) => set({ teamIds })} />
    </>
  );
}

export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error}
    </p>
  );
}
