import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { closedPort } from '../../../test/fixtures/closed-port.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { waitFor } from '../../../test/wait-for.ts';

const port = await closedPort();
const { app, injectWithLogin } = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, runJobs: true, jobPollMs: 50 });
type JobRow = { status: string; attempts: number; last_error: string | null };
const decisionMailJobs = () => app.db.query<JobRow>("SELECT status, attempts, last_error FROM jobs WHERE kind = 'decision-mail' ORDER BY id");

test('with the mail server down the request is saved, and the approver\'s mail goes out once it is back', async () => {
  const asked = await injectWithLogin(ACCOUNTS.ana, {
    method: 'POST',
    url: '/api/calendar_assignments',
    payload: { type: 1, start: '2031-06-02T00:00:00+02:00', end: '2031-06-03T23:59:59+02:00' },
  });
  assert.equal(asked.statusCode, 201, asked.body);
  const [saved] = await app.db.query<{ managed: boolean }>('SELECT managed FROM calendar_assignments WHERE id = $1', [asked.json().id]);
  assert.equal(saved?.managed, false);

  // One mail per approver, each tried once and put back in the queue with the reason.
  const failed = await waitFor(
    async () => {
      const jobs = await decisionMailJobs();
      return jobs.length > 0 && jobs.every((job) => job.status === 'queued' && job.attempts === 1 && job.last_error !== null) && jobs;
    },
    10_000,
    'every mail tried once',
  );
  assert.match(failed[0]?.last_error ?? '', /ECONNREFUSED/);

  const smtp = await startSmtpCatcher(port);
  // The retry is due in half a minute: the test moves the clock of the queue instead of waiting.
  await app.db.query("UPDATE jobs SET run_at = now() WHERE kind = 'decision-mail' AND status = 'queued'");
  const mail = await waitFor(async () => smtp.received.find((one) => one.envelopeTo.includes(ACCOUNTS.techManager)), 10_000, 'the mail once the server is back');
  assert.match(mail.mail.text ?? '', /\/authorize\?token=/);
  await waitFor(async () => (await decisionMailJobs()).every((job) => job.status === 'done') || undefined, 10_000, 'every decision mail sent');
});
