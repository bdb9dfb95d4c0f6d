import { idFromIri, iri, type SessionUser, type User, userAdministrationApi } from '@portal/shared-api';
import { isEmail, NON_POST_ROLES, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { isAdmin } from '@portal/shared-ui';
import { type FormEvent, useState } from 'react';
import { DeleteRestoreButton } from '../../components/DeleteRestoreButton';
import { ORG_TEXTS } from '../../components/org-texts';
import { useSave } from '../../components/use-save';
import { BanControl } from './BanControl';
import { type CheckboxChoice, CheckboxList } from './CheckboxList';
import { FormError, type PersonDraft, PersonFields } from './PersonFields';
import { teamIdsOf } from './assignable';
import { emailChangeRequested, emailWaitingForConfirmation, ROLE_NAMES, namedRoles, USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

type AccountPanelProps = { user: User; sessionUser: SessionUser | null; departments: readonly CheckboxChoice[]; teams: readonly CheckboxChoice[] };

const nonPost: readonly string[] = NON_POST_ROLES;

/** Edits one person; what was typed stays when a save is refused. */
export function AccountPanel({ user, sessionUser, departments, teams }: AccountPanelProps) {
  const save = useSave();
  const mayGrantRoles = isAdmin(sessionUser);
  const [draft, setDraft] = useState<PersonDraft>(() => ({
    email: user.email,
    name: user.name ?? '',
    allowance: String(user.holidayAllowance ?? ''),
    departmentIds: new Set((user.departments ?? []).map((department) => department.id)),
    teamIds: teamIdsOf(user),
  }));
  const [readable, setReadable] = useState(() => new Set((user.departmentAccess ?? []).filter((access) => access.readBool).map((access) => idFromIri(access.department) ?? 0)));
  const [roles, setRoles] = useState(() => new Set(user.roles.filter((role) => nonPost.includes(role)).map((role) => NON_POST_ROLES.indexOf(role as never))));
  const [error, setError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, name, departmentIds, teamIds, allowance } = draft;
    if (!isEmail(email.trim())) return setError(VALIDATION_MESSAGES.EMAIL_INVALID);
    setError(null);
    const emailChanges = email.trim().toLowerCase() !== user.email.toLowerCase();
    // Only what the caller may assign is sent: the API keeps the person's other departments and teams as they are.
    const offered = (chosen: ReadonlySet<number>, choices: readonly CheckboxChoice[]) => choices.filter((choice) => chosen.has(choice.id)).map((choice) => choice.id);
    await save(async () => {
      const saved = await userAdministrationApi.update(user.id, {
        name: name.trim() || null,
        email: email.trim(),
        departments: offered(departmentIds, departments).map((id) => iri('departments', id)),
        teams: offered(teamIds, teams).map((id) => iri('teams', id)),
        departmentAccess: offered(readable, departments).map((id) => ({ department: iri('departments', id), readBool: true })),
        ...(mayGrantRoles ? { roles: NON_POST_ROLES.filter((_, index) => roles.has(index)) } : {}),
      });
      setPendingEmail(saved.pendingEmail ?? null);
      if (allowance !== '' && Number(allowance) !== user.holidayAllowance) await userAdministrationApi.setHolidayAllowance(user.id, Number(allowance));
    }, emailChanges ? emailChangeRequested(email.trim(), user.email) : undefined);
  };
  const postRoles = namedRoles(user.roles.filter((role) => !nonPost.includes(role)));

  return (
    <section className="panel user-admin-panel" aria-labelledby="user-admin-panel-title">
      <h2 id="user-admin-panel-title">{user.name || user.email}</h2>
      <form onSubmit={submit} noValidate aria-label={TEXTS.EDIT}>
        <PersonFields draft={draft} onChange={setDraft} emailInvalid={error !== null} departments={departments} teams={teams} />
        {pendingEmail && <p className="muted">{emailWaitingForConfirmation(pendingEmail, user.email)}</p>}
        <CheckboxList legend={TEXTS.READ_ACCESS} choices={departments} selected={readable} onChange={setReadable} />
        {mayGrantRoles && (
          <CheckboxList legend={TEXTS.ROLES} choices={NON_POST_ROLES.map((role, index) => ({ id: index, name: ROLE_NAMES[role] ?? role }))} selected={roles} onChange={setRoles} />
        )}
        <p className="muted">
          {TEXTS.POST_ROLES}: {postRoles.length > 0 ? postRoles.join(', ') : TEXTS.NONE}
        </p>
        <FormError error={error} />
        <button type="submit" className="btn btn-primary">
          {TEXTS.SAVE}
        </button>
      </form>
      <div className="user-admin-actions">
        {!user.deleted && <BanControl user={user} />}
        {/* The user resource does not say whether the password is set yet: the API refuses with its reason when it is. */}
        {!user.deleted && !user.banned && (
          <button type="button" className="btn" onClick={() => void save(() => userAdministrationApi.resendInvitation(user.id), TEXTS.INVITATION_SENT)}>
            {TEXTS.RESEND_INVITATION}
          </button>
        )}
        <DeleteRestoreButton
          deleted={user.deleted}
          deleteLabel={TEXTS.DELETE}
          restoreLabel={TEXTS.RESTORE}
          onToggle={(deleted) => save(() => userAdministrationApi.update(user.id, { deleted }), deleted ? ORG_TEXTS.DELETED : ORG_TEXTS.SAVED)}
        />
      </div>
    </section>
  );
}
