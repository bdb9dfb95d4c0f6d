import { iri, userAdministrationApi } from '@portal/shared-api';
import { isEmail, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { type FormEvent, useState } from 'react';
import { useSave } from '../../components/use-save';
import { type CheckboxChoice, CheckboxList } from './CheckboxList';
import { USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

const DEFAULT_HOLIDAY_ALLOWANCE = '22';

type NewUserFormProps = { departments: readonly CheckboxChoice[]; teams: readonly CheckboxChoice[] };

/** 'Nuevo usuario': the person receives an invitation to set their own password; nothing typed is lost when the server refuses. */
export function NewUserForm({ departments, teams }: NewUserFormProps) {
  const save = useSave();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [departmentIds, setDepartmentIds] = useState<Set<number>>(new Set());
  const [teamIds, setTeamIds] = useState<Set<number>>(new Set());
  const [allowance, setAllowance] = useState(DEFAULT_HOLIDAY_ALLOWANCE);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email.trim())) return setError(VALIDATION_MESSAGES.EMAIL_INVALID);
    if (name.trim() === '') return setError(TEXTS.NAME_REQUIRED);
    setError(null);
    const created = await save(
      () =>
        userAdministrationApi.create({
          email: email.trim(),
          name: name.trim(),
          departments: [...departmentIds].map((id) => iri('departments', id)),
          teams: [...teamIds].map((id) => iri('teams', id)),
          holidayAllowance: Number(allowance),
        }),
      TEXTS.CREATED,
    );
    if (!created) return;
    setEmail('');
    setName('');
    setDepartmentIds(new Set());
    setTeamIds(new Set());
    setAllowance(DEFAULT_HOLIDAY_ALLOWANCE);
  };

  return (
    <form className="panel user-admin-new" onSubmit={submit} aria-labelledby="new-user-title" noValidate>
      <h2 id="new-user-title">{TEXTS.NEW_USER}</h2>
      <label>
        {TEXTS.EMAIL}
        <input className="input" type="email" value={email} aria-invalid={error !== null} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        {TEXTS.NAME}
        <input className="input" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        {TEXTS.HOLIDAY_ALLOWANCE}
        <input className="input" type="number" min={0} value={allowance} onChange={(event) => setAllowance(event.target.value)} />
      </label>
      <CheckboxList legend={TEXTS.DEPARTMENTS} choices={departments} selected={departmentIds} onChange={setDepartmentIds} />
      <CheckboxList legend={TEXTS.TEAMS} choices={teams} selected={teamIds} onChange={setTeamIds} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        {TEXTS.CREATE}
      </button>
    </form>
  );
}
