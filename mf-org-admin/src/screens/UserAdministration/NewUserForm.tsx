import { iri, userAdministrationApi } from '@portal/shared-api';
import { isEmail, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { type FormEvent, useState } from 'react';
import { useSave } from '../../components/use-save';
import type { CheckboxChoice } from './CheckboxList';
import { FormError, type PersonDraft, PersonFields } from './PersonFields';
import { USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

const DEFAULT_HOLIDAY_ALLOWANCE = '22';
const emptyDraft = (): PersonDraft => ({ email: '', name: '', allowance: DEFAULT_HOLIDAY_ALLOWANCE, departmentIds: new Set(), teamIds: new Set() });

type NewUserFormProps = { departments: readonly CheckboxChoice[]; teams: readonly CheckboxChoice[] };

/** 'Nuevo usuario': the person receives an invitation to set their own password; nothing typed is lost when the server refuses. */
export function NewUserForm({ departments, teams }: NewUserFormProps) {
  const save = useSave();
  const [draft, setDraft] = useState<PersonDraft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, name, departmentIds, teamIds, allowance } = draft;
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
    if (created) setDraft(emptyDraft());
  };

  return (
    <form className="panel user-admin-new" onSubmit={submit} aria-labelledby="new-user-title" noValidate>
      <h2 id="new-user-title">{TEXTS.NEW_USER}</h2>
      <PersonFields draft={draft} onChange={setDraft} emailInvalid={error !== null} departments={departments} teams={teams} />
      <FormError error={error} />
      <button type="submit" className="btn btn-primary">
        {TEXTS.CREATE}
      </button>
    </form>
  );
}
