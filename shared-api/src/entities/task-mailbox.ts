import type { Iri } from './json-ld';

/** How a handled mail ended: a new requested task, a message on the task it answers, or refused. */
export type TaskMailboxOutcome = 'task' | 'reply' | 'rejected';

/** A team's incoming task mailbox as its panel shows it (`GET /api/task_mailboxes/{teamId}`). */
export interface TaskMailbox {
  '@id': Iri;
  '@type': 'TaskMailbox';
  team: Iri;
  /** `off`: no mailbox or no mail server in the portal; `pending`: not read yet. */
  status: 'ok' | 'error' | 'pending' | 'off';
  lastReadAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  tasksLast7Days: number;
  log: { at: string; outcome: TaskMailboxOutcome; sender: string | null; subject: string | null; reason: string | null; task: Iri | null }[];
}

/** The answer of `POST /api/task_mailboxes/{teamId}/test`: 'Conexión correcta' or the server's reason. */
export interface TaskMailboxTest {
  ok: boolean;
  message: string;
}
