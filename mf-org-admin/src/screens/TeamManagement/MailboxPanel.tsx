import { type Team, teamsApi } from '@portal/shared-api';
import { isEmail, mailboxPasswordProblem, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { isAdmin, notify, useSessionUser } from '@portal/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { Panel } from '../../components/Panel';
import { MailboxStatus } from './MailboxStatus';
import { useSave } from '../../components/use-save';
import { ORG_TEXTS } from '../../components/org-texts';
import { TEAM_TEXTS } from './team-texts';

type Mode = 'view' | 'mailbox' | 'password';

/** The first broken rule of the mailbox form (spec 01 §5), or null. */
function problemOf(mode: Mode, email: string, password: string, again: string): string | null {
  if (mode === 'mailbox' && !isEmail(email.trim())) return ORG_TEXTS.EMAIL_INVALID;
  return mailboxPasswordProblem(password) ?? (password !== again ? ORG_TEXTS.PASSWORDS_DIFFER : null);
}

/**
 * The incoming-task mailbox: the current one with change and change-password modes, or a form to create it. The
 * password is never shown. Only admins give a mailbox credentials (the API refuses anyone else): others see its state.
 */
export function MailboxPanel({ team }: { team: Team }) {
  const hasMailbox = Boolean(team.taskInboxUsername);
  const mayChange = isAdmin(useSessionUser());
  const [chosenMode, setMode] = useState<Mode>('view');
  // Without a mailbox there is only the creation form; once one exists (also right after creating it) the view.
  const mode: Mode = hasMailbox || !mayChange ? chosenMode : 'mailbox';
  const [email, setEmail] = useState(team.taskInboxUsername ?? '');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useSave();
  const ids = { email: useId(), password: useId(), again: useId() };

  const close = () => {
    setMode('view');
    setPassword('');
    setAgain('');
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(mode, email, password, again);
    setProblem(found);
    if (found) return notify.error(found);
    setSaving(true);
    const body = mode === 'mailbox' ? { taskInboxUsername: email.trim(), taskInboxPassword: password } : { taskInboxPassword: password };
    const saved = await save(() => teamsApi.update(team.id, body));
    setSaving(false);
    if (saved) close();
  };

  if (mode === 'view' || !mayChange) {
    return (
      <Panel title={TEAM_TEXTS.MAILBOX}>
        {hasMailbox ? (
          <>
            <p>
              {TEAM_TEXTS.MAILBOX_EMAIL}: <strong>{team.taskInboxUsername}</strong>
            </p>
            <MailboxStatus teamId={team.id} />
          </>
        ) : (
          <p className="muted">{TEAM_TEXTS.NO_MAILBOX}</p>
        )}
        {!mayChange && <p className="muted">{VALIDATION_MESSAGES.MAILBOX_ADMINS_ONLY}</p>}
        {mayChange && (
          <div className="org-actions">
            <button type="button" className="btn" onClick={() => setMode('mailbox')}>
              {TEAM_TEXTS.CHANGE_MAILBOX}
            </button>
            <button type="button" className="btn" onClick={() => setMode('password')}>
              {TEAM_TEXTS.CHANGE_PASSWORD}
            </button>
          </div>
        )}
      </Panel>
    );
  }

  return (
    <Panel title={TEAM_TEXTS.MAILBOX} busy={saving}>
      {!hasMailbox && <p className="muted">{TEAM_TEXTS.NO_MAILBOX}</p>}
      <form className="org-create" onSubmit={submit} noValidate>
        <fieldset disabled={saving}>
          {mode === 'mailbox' && (
            <div className="field">
              <label htmlFor={ids.email}>{TEAM_TEXTS.MAILBOX_EMAIL}</label>
              <input id={ids.email} className="input" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </div>
          )}
          <div className="field">
            <label htmlFor={ids.password}>{TEAM_TEXTS.PASSWORD}</label>
            <input id={ids.password} className="input" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={ids.again}>{TEAM_TEXTS.PASSWORD_AGAIN}</label>
            <input id={ids.again} className="input" type="password" autoComplete="new-password" value={again} onChange={(event) => setAgain(event.target.value)} />
          </div>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <div className="org-actions">
            <button type="submit" className="btn btn-primary">
              {saving ? ORG_TEXTS.MOMENT : hasMailbox ? ORG_TEXTS.SAVE : TEAM_TEXTS.CREATE_MAILBOX}
            </button>
            {hasMailbox && (
              <button type="button" className="btn btn-ghost" onClick={close}>
                {ORG_TEXTS.CANCEL}
              </button>
            )}
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
