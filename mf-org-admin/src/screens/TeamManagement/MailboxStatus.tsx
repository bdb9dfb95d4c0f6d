import { type TaskMailbox, taskMailboxesApi, errorMessageFrom } from '@portal/shared-api';
import { ErrorState, formatDateTime, Loader } from '@portal/shared-ui';
import { useState } from 'react';
import { TEAM_TEXTS } from './team-texts';
import { useTaskMailbox } from './use-task-mailbox';

const OUTCOME_TEXTS: Record<TaskMailbox['log'][number]['outcome'], string> = {
  task: TEAM_TEXTS.MAILBOX_OUTCOME_TASK,
  reply: TEAM_TEXTS.MAILBOX_OUTCOME_REPLY,
  rejected: TEAM_TEXTS.MAILBOX_OUTCOME_REJECTED,
};

/** How the mailbox reading goes: state, last read, tasks of the week, a login test and the latest mail handled. */
export function MailboxStatus({ teamId }: { teamId: number }) {
  const { loading, mailbox, error, reload } = useTaskMailbox(teamId);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);

  const test = async () => {
    setTesting(true);
    setTestResult(null);
    const result = await taskMailboxesApi.test(teamId).catch((failure: unknown) => ({ ok: false, message: errorMessageFrom(failure) }));
    setTesting(false);
    setTestResult(result);
  };

  if (loading) return <Loader label={TEAM_TEXTS.MAILBOX_LOADING} />;
  if (error || !mailbox) return <ErrorState message={error ?? TEAM_TEXTS.MAILBOX_LOAD_FAILED} onRetry={() => void reload()} />;

  return (
    <div className="mailbox-status">
      <p>
        {TEAM_TEXTS.MAILBOX_STATE}: <strong>{TEAM_TEXTS.MAILBOX_STATES[mailbox.status]}</strong>
      </p>
      <p>
        {TEAM_TEXTS.MAILBOX_LAST_READ}: {mailbox.lastReadAt ? formatDateTime(mailbox.lastReadAt) : TEAM_TEXTS.MAILBOX_NEVER}
      </p>
      {mailbox.lastError && (
        <p className="form-error" role="alert">
          {mailbox.lastError}
        </p>
      )}
      <p>
        {TEAM_TEXTS.MAILBOX_TASKS_7_DAYS}: <strong>{mailbox.tasksLast7Days}</strong>
      </p>
      <div className="org-actions">
        <button type="button" className="btn" onClick={() => void test()} disabled={testing}>
          {testing ? TEAM_TEXTS.MAILBOX_TESTING : TEAM_TEXTS.MAILBOX_TEST}
        </button>
      </div>
      <p role="status" className={testResult && !testResult.ok ? 'form-error' : undefined}>
        {testResult?.message ?? ''}
      </p>
      <h4>{TEAM_TEXTS.MAILBOX_LOG}</h4>
      {mailbox.log.length === 0 ? (
        <p className="muted">{TEAM_TEXTS.MAILBOX_LOG_EMPTY}</p>
      ) : (
        <ul className="mailbox-log" aria-label={TEAM_TEXTS.MAILBOX_LOG}>
          {mailbox.log.map((entry) => (
            <li key={`${entry.at}-${entry.sender}-${entry.subject}`}>
              {formatDateTime(entry.at)} · {entry.sender ?? TEAM_TEXTS.MAILBOX_NO_SENDER} · {entry.subject || TEAM_TEXTS.MAILBOX_NO_SUBJECT} ·{' '}
              {OUTCOME_TEXTS[entry.outcome]}
              {entry.reason ? `: ${entry.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
