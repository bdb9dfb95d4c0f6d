import { ACCOUNT_MAIL_JOBS } from '../account-recovery/account-mails.ts';
import { AUTO_TASKS_JOB } from '../automation/auto-task-jobs.ts';
import { DECISION_MAIL_JOB } from '../decisions/approver-notices.ts';
import { EMAIL_CHANGE_JOBS } from '../email-change/email-changes.ts';
import { ORPHAN_FILES_JOB } from '../files/orphan-cleanup.ts';
import { READ_MAILBOX_JOB } from '../task-mailbox/task-mailbox-plugin.ts';

/**
 * The jobs that wait while maintenance mode is on: those that change the
 * portal's data, and the mails whose link leads to a write maintenance refuses
 * (issuing the link is itself a write, and the link would only fail). They
 * stay queued and run once maintenance ends. Mails that only tell (a password
 * changed, a new automatic task), reports and the job table's pruning go on;
 * backups are no job of the runner.
 */
export const JOBS_PAUSED_IN_MAINTENANCE: readonly string[] = [
  // New tasks and messages from the teams' mailboxes.
  READ_MAILBOX_JOB,
  // The day's automatic tasks.
  AUTO_TASKS_JOB,
  // Deletes uploads nothing links to.
  ORPHAN_FILES_JOB,
  // Links that decide a request.
  DECISION_MAIL_JOB,
  // Links that set a password.
  ACCOUNT_MAIL_JOBS.reset,
  ACCOUNT_MAIL_JOBS.invitation,
  // Links that confirm or report an e-mail change.
  EMAIL_CHANGE_JOBS.confirm,
  EMAIL_CHANGE_JOBS.changed,
];
