import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { claimNextJob, enqueueJob } from '../../core/jobs/job-store.ts';
import { MAINTENANCE_ON } from '../../core/maintenance/maintenance-mode.ts';
import { ACCOUNT_MAIL_JOBS } from '../account-recovery/account-mails.ts';

const smtp = await startSmtpCatcher();
const { app } = await buildTestApp({ smtpUrl: smtp.url, runJobs: true, jobPollMs: 50 });

// The runner keeps the flag until the change notice arrives, which PostgreSQL delivers after the commit.
const setMaintenance = (data: '1' | '0') => app.db.query('UPDATE configurations SET data = $1 WHERE id = 1', [data]);
const switchMaintenance = async (data: '1' | '0') => {
  await setMaintenance(data);
  await app.db.caughtUp();
};
const jobState = async (id: number | null) =>
  (await app.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM jobs WHERE id = $1', [id]))[0];
const mailsTo = (email: string, subject: string) => smtp.received.filter((one) => one.envelopeTo.includes(email) && one.mail.subject === subject);

describe('jobs while maintenance mode is on', () => {
  test('the jobs that change data or mail a link to a write wait; the others go on', () => {
    assert.deepEqual(app.jobs.kindsPausedInMaintenance().sort(), [
      'account-invitation-mail',
      'auto-tasks',
      'decision-mail',
      'email-change-confirm-mail',
      'email-changed-mail',
      'files-orphan-cleanup',
      'password-reset-mail',
      'task-mailbox-read',
    ]);
  });

  test('a claim reads the switch itself: from the commit that turns maintenance on, a paused kind is passed over', async () => {
    // A kind no handler runs, so only this test claims it; the switch is not waited for, as a runner would not.
    const pause = { kinds: ['maintenance-probe'], when: MAINTENANCE_ON };
    await setMaintenance('1');
    try {
      const probe = await enqueueJob(app.db, 'maintenance-probe', {});
      assert.equal(await claimNextJob(app.db, 'test-claims', ['maintenance-probe'], 60, pause), null);
      await setMaintenance('0');
      assert.equal((await claimNextJob(app.db, 'test-claims', ['maintenance-probe'], 60, pause))?.id, probe);
    } finally {
      await switchMaintenance('0');
    }
  });

  test('a paused job waits untouched while later jobs of other kinds run, and runs once maintenance is off', async () => {
    const [luis] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ACCOUNTS.luis]);
    const tokensOfLuis = async () => (await app.db.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [luis?.id])).length;
    const tokensBefore = await tokensOfLuis();
    await switchMaintenance('1');
    try {
      const reset = await app.jobs.enqueue(app.db, ACCOUNT_MAIL_JOBS.reset, { email: ACCOUNTS.luis });
      const notice = await app.jobs.enqueue(app.db, ACCOUNT_MAIL_JOBS.changed, { userId: luis?.id });
      // Jobs are claimed in queue order: the later one done means the runner passed over the reset.
      await waitFor(async () => (await jobState(notice))?.status === 'done', 10_000, 'the password-changed mail');
      assert.equal(mailsTo(ACCOUNTS.luis, 'Su contraseña ha cambiado').length, 1);
      assert.deepEqual(await jobState(reset), { status: 'queued', attempts: 0 });
      assert.equal(await tokensOfLuis(), tokensBefore, 'no link was issued');
      assert.equal(mailsTo(ACCOUNTS.luis, 'Recuperar contraseña').length, 0);

      await switchMaintenance('0');
      await waitFor(async () => (await jobState(reset))?.status === 'done', 10_000, 'the reset mail');
      assert.equal(mailsTo(ACCOUNTS.luis, 'Recuperar contraseña').length, 1);
    } finally {
      await switchMaintenance('0');
    }
  });
});
