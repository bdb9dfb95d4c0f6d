/**
 * Report requests (docs/api-contract.md T1–T5): checked here, queued as a job in the same
 * transaction, answered 202 at once; the job builds the workbook and mails it
 * to the caller's own address.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { isUserReportType, MAX_REPORT_DAYS, REPORT_MESSAGES } from '@portal/shared-api/rules';
import { badRequest, invalid } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import type { ReportRequest } from './report-request.ts';
import { queueReport } from './report-queue.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { MAX } from '../../core/schemas/common.ts';
import { assertMayRequestReports, dateRange, MAX_TEAM_REPORT_DAYS, pathId, reportDepartments, reportScope, WRONG_PARAMETER } from './report-rules.ts';

const Queued = Type.Object({ message: Type.String(), email: Type.String() });
const responses = { 202: Queued };
const text = Type.String({ maxLength: MAX.SHORT });

const AdvancedBody = Type.Object(
  {
    email: Type.Optional(Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Null()])),
    applicant: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    team: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Integer(), Type.Null()])),
    keywords: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    start: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    end: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  },
  { additionalProperties: true },
);

const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Queues the report for the caller's own address (never one from the request); answered 202. */
  const queue = (caller: Caller, request: ReportRequest) => queueReport(app.db, app.jobs, caller, request);

  app.addHook('preHandler', async (request) => assertMayRequestReports(callerOf(request)));

  const tags = ['reports'];
  app.get(
    '/task_report/:taskId',
    { schema: { tags, summary: 'Queue the report of a task (T1)', params: Type.Object({ taskId: text }), response: responses } },
    async (request, reply) => {
      const caller = callerOf(request);
      const taskId = pathId(request.params.taskId);
      await reportScope.task(app.db, caller, taskId);
      return reply.code(202).send(await queue(caller, { report: 'task', taskId }));
    },
  );

  const userReport = async (caller: Caller, params: { type: string; userId: string; start?: string; end?: string }) => {
    if (!isUserReportType(params.type)) throw badRequest(WRONG_PARAMETER, 'type: solicitante or user');
    const userId = pathId(params.userId);
    const range = params.start === undefined ? { start: null, end: null } : dateRange(params.start, params.end, MAX_REPORT_DAYS);
    await reportScope.user(app.db, caller, userId);
    const departments = await reportDepartments(app.db, caller);
    return queue(caller, { report: 'user', type: params.type, userId, ...range, ...(departments && { departments }) });
  };
  app.get(
    '/user_report/:type/:userId',
    { schema: { tags, summary: 'Queue a user report over all time (T2)', params: Type.Object({ type: text, userId: text }), response: responses } },
    async (request, reply) => reply.code(202).send(await userReport(callerOf(request), request.params)),
  );
  app.get(
    '/user_report/:type/:userId/:start/:end',
    {
      schema: { tags, summary: 'Queue a user report between two dates (T2)', params: Type.Object({ type: text, userId: text, start: text, end: text }), response: responses },
    },
    async (request, reply) => reply.code(202).send(await userReport(callerOf(request), request.params)),
  );

  const TeamParams = Type.Object({ teamId: text, start: text, end: text });
  app.get(
    '/team_report/:teamId/:start/:end',
    { schema: { tags, summary: 'Queue a team report, up to 31 days (T3)', params: TeamParams, response: responses } },
    async (request, reply) => {
      const caller = callerOf(request);
      const teamId = pathId(request.params.teamId);
      const range = dateRange(request.params.start, request.params.end, MAX_TEAM_REPORT_DAYS);
      await reportScope.team(app.db, caller, teamId);
      return reply.code(202).send(await queue(caller, { report: 'team', teamId, ...range }));
    },
  );
  app.get(
    '/team_report_nolimit/:teamId/:start/:end',
    { schema: { tags, summary: 'Queue a team report without time limit (T4)', params: TeamParams, response: responses } },
    async (request, reply) => {
      const caller = callerOf(request);
      const teamId = pathId(request.params.teamId);
      const range = dateRange(request.params.start, request.params.end, MAX_REPORT_DAYS);
      await reportScope.team(app.db, caller, teamId);
      return reply.code(202).send(await queue(caller, { report: 'team-nolimit', teamId, ...range }));
    },
  );

  app.post(
    '/advanced_report',
    { schema: { tags, summary: 'Queue an advanced report (T5); `email` is ignored', body: AdvancedBody, response: responses } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { body } = request;
      if (body.team === undefined || body.team === null || body.team === '') throw invalid('team', REPORT_MESSAGES.TEAM_REQUIRED, 'required');
      const teamId = idFromReference(body.team, 'teams');
      if (teamId === undefined) throw badRequest(WRONG_PARAMETER, 'team: an id or /api/teams/{id}');
      const hasStart = Boolean(body.start);
      const hasEnd = Boolean(body.end);
      if (hasStart !== hasEnd) throw badRequest(WRONG_PARAMETER, 'start and end go together');
      const range = hasStart && hasEnd ? dateRange(body.start, body.end, MAX_REPORT_DAYS) : { start: null, end: null };
      const applicant = body.applicant?.trim() || null;
      const keywords = body.keywords?.trim() || null;
      await reportScope.team(app.db, caller, teamId);
      return reply.code(202).send(await queue(caller, { report: 'advanced', teamId, applicant, keywords, ...range }));
    },
  );
};

export default reportsRoutes;
