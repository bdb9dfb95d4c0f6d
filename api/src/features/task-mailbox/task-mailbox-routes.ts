import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { ApiError, forbidden, notFound } from '../../core/errors/api-error.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { MAILBOX_TEXTS } from './mail-content.ts';

/** Logins a team's mailbox may be tested with in any hour, whoever asks: more would make the test a password oracle. */
export const CONNECTION_TESTS_PER_HOUR = 5;

/** A team's incoming task mailbox (`/api/task_mailboxes/{teamId}`): its panel, and a login test. Team admins only. */
const taskMailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function assertMayManage(caller: ReturnType<typeof callerOf>, teamId: number): Promise<void> {
    const team = await app.organisationAdmin.team(teamId);
    if (!team) throw notFound();
    if (!(await app.authorization.canAdministerTeam(caller, teamId))) throw forbidden();
  }

  app.get('/:id', { schema: { tags: ['teams'], summary: "A team's incoming task mailbox: state, last read, tasks of the last 7 days, log", params: IdParams } }, async (request) => {
    const teamId = Number(request.params.id);
    await assertMayManage(callerOf(request), teamId);
    const configured = (await app.taskMailboxes.team(teamId)) !== undefined;
    const { state, tasksLast7Days, log } = await app.taskMailboxes.panel(teamId);
    const status = !configured || !app.mailboxReader ? 'off' : state?.last_error ? 'error' : state?.last_read_at ? 'ok' : 'pending';
    return {
      '@id': iri('task_mailboxes', teamId),
      '@type': 'TaskMailbox',
      team: iri('teams', teamId),
      status,
      lastReadAt: formatDateTime(state?.last_read_at),
      lastAttemptAt: formatDateTime(state?.last_attempt_at),
      lastError: state?.last_error ?? null,
      nextAttemptAt: formatDateTime(state?.next_attempt_at),
      tasksLast7Days,
      log: log.map((entry) => ({
        at: formatDateTime(entry.created_at),
        outcome: entry.outcome,
        sender: entry.sender,
        subject: entry.subject,
        reason: entry.reason,
        task: entry.task_id === null ? null : iri('tasks', entry.task_id),
      })),
    };
  });

  const summary = `Logs in to a team's mailbox: 'Conexión correcta' or the server's reason; ${CONNECTION_TESTS_PER_HOUR} an hour per team (429 beyond)`;
  app.post('/:id/test', { schema: { tags: ['teams'], summary, params: IdParams } }, async (request) => {
    const teamId = Number(request.params.id);
    await assertMayManage(callerOf(request), teamId);
    const reader = app.mailboxReader;
    if (reader) {
      const refused = await app.taskMailboxes.takeConnectionTest(teamId, CONNECTION_TESTS_PER_HOUR);
      if (refused) throw new ApiError(429, MAILBOX_TEXTS.TOO_MANY_TESTS, 'Too Many Requests', { 'retry-after': String(refused.retryAfterSeconds) });
    }
    const result = reader ? await reader.testConnection(teamId) : { ok: false, message: MAILBOX_TEXTS.NOT_CONFIGURED };
    return { '@id': `${iri('task_mailboxes', teamId)}/test`, '@type': 'TaskMailboxTest', ...result };
  });
};

export default taskMailboxRoutes;
