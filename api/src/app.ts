import { dataChangesPlugin } from './plugins/app/response-cache/data-changes.ts';
import responseCache from './plugins/app/response-cache/index.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { scheduleOrphanFileCleanup } from './files/orphan-cleanup.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';
import authentication from './plugins/app/authentication/index.ts';
import authorization from './plugins/app/authorization/index.ts';
import csrf from './plugins/app/csrf.ts';
import dbPlugin from './plugins/app/db.ts';
import errorHandler from './plugins/app/error-handler.ts';
import fileStorage from './plugins/app/file-storage/index.ts';
import jobs from './plugins/app/jobs.ts';
import liveUpdates from './plugins/app/live-updates/index.ts';
import notifications from './plugins/app/notifications/index.ts';
import timeTracking from './plugins/app/time-tracking/index.ts';
import mailer from './plugins/app/mailer.ts';
import calendarAssignmentsRepository from './plugins/app/repositories/calendar-assignments-repository.ts';
import configurationsRepository from './plugins/app/repositories/configurations-repository.ts';
import databaseBackupsRepository from './plugins/app/repositories/database-backups-repository.ts';
import justificationsRepository from './plugins/app/repositories/justifications-repository.ts';
import loginFailuresRepository from './plugins/app/repositories/login-failures-repository.ts';
import mediaObjectsRepository from './plugins/app/repositories/media-objects-repository.ts';
import messagesRepository from './plugins/app/repositories/messages-repository.ts';
import organisationAdminRepository from './plugins/app/repositories/organisation-admin-repository.ts';
import organisationRepository from './plugins/app/repositories/organisation-repository.ts';
import referenceDataRepository from './plugins/app/repositories/reference-data-repository.ts';
import sessionsRepository from './plugins/app/repositories/sessions-repository.ts';
import subtasksRepository from './plugins/app/repositories/subtasks-repository.ts';
import taskWritesRepository from './plugins/app/repositories/task-writes-repository.ts';
import tasksRepository from './plugins/app/repositories/tasks-repository.ts';
import timeCapsRepository from './plugins/app/repositories/time-caps-repository.ts';
import timelineRepository from './plugins/app/repositories/timeline-repository.ts';
import userSchedulesRepository from './plugins/app/repositories/user-schedules-repository.ts';
import userUpdatesRepository from './plugins/app/repositories/user-updates-repository.ts';
import usersRepository from './plugins/app/repositories/users-repository.ts';
import workSchedulesRepository from './plugins/app/repositories/work-schedules-repository.ts';
import contentParsers from './plugins/external/content-parsers.ts';
import cookie from './plugins/external/cookie.ts';
import helmet from './plugins/external/helmet.ts';
import swagger from './plugins/external/swagger.ts';
import adminTaskDecisionRoutes from './routes/api/admin/index.ts';
import appSubtasksRoutes from './routes/api/appSubtasks/index.ts';
import appTasksRoutes from './routes/api/appTasks/index.ts';
import auditLogsRoutes from './routes/api/audit_logs/index.ts';
import automationRoutes from './routes/api/automation/index.ts';
import authenticationRoutes from './routes/api/authentication/index.ts';
import calendarAssignmentsRoutes from './routes/api/calendar_assignments/index.ts';
import comunidadAutonomasRoutes from './routes/api/comunidad_autonomas/index.ts';
import configurationsRoutes from './routes/api/configurations/index.ts';
import databaseBackupRoutes from './routes/api/database_backup/index.ts';
import databaseBackupsRoutes from './routes/api/database_backups/index.ts';
import departmentsRoutes from './routes/api/departments/index.ts';
import filesRoutes from './routes/api/files/index.ts';
import getAdminTasksRoutes from './routes/api/getAdminTasks/index.ts';
import healthRoutes from './routes/api/health/index.ts';
import { jsonLdResponses } from './routes/api/json-ld.ts';
import { approveJustificationRoutes, denyJustificationRoutes } from './routes/api/justifications/decisions.ts';
import justificationsRoutes from './routes/api/justifications/index.ts';
import mediaObjectsRoutes from './routes/api/media_objects/index.ts';
import mediaObjectDetailsRoutes from './routes/api/media_objects_details/index.ts';
import { subtaskMessagesRoutes, taskMessagesRoutes } from './routes/api/messages/routes.ts';
import municipiosRoutes from './routes/api/municipios/index.ts';
import notificationsRoutes from './routes/api/notifications/index.ts';
import provinciasRoutes from './routes/api/provincias/index.ts';
import searchTaskRoutes from './routes/api/searchTaskC/index.ts';
import setTagTaskRoutes from './routes/api/set_tag_task/index.ts';
import singleSubtaskRoutes from './routes/api/singleSubtask/index.ts';
import reportsRoutes from './routes/api/reports/index.ts';
import singleTaskRoutes from './routes/api/singleTask/index.ts';
import subdepartmentsRoutes from './routes/api/subdepartments/index.ts';
import subtasksRoutes from './routes/api/subtasks/index.ts';
import tagTypesRoutes from './routes/api/tag_types/index.ts';
import tagsRoutes from './routes/api/tags/index.ts';
import taskStatusesRoutes from './routes/api/task_statuses/index.ts';
import tasksRoutes from './routes/api/tasks/index.ts';
import teamDeleteRoutes from './routes/api/team_delete/index.ts';
import teamsRoutes from './routes/api/teams/index.ts';
import timeCapsRoutes from './routes/api/time_caps/index.ts';
import timelineRoutes from './routes/api/timeline/index.ts';
import { timeTrackingRoutes } from './routes/api/time-tracking/index.ts';
import userRoutes from './routes/api/user/index.ts';
import userSchedulesRoutes from './routes/api/user_schedules/index.ts';
import userTeamAddRoutes from './routes/api/user_team_add/index.ts';
import userTeamDelRoutes from './routes/api/user_team_del/index.ts';
import usersRoutes from './routes/api/users/index.ts';
import workSchedulesRoutes from './routes/api/work_schedules/index.ts';
import mercureRoutes from './routes/well-known/mercure/index.ts';
import { registerReportJobs } from './reports/report-jobs.ts';
import { registerAutoTaskJobs } from './auto-tasks/auto-task-jobs.ts';
import { notifyAssigned } from './plugins/app/notifications/task-notices.ts';
import { createSecretBox } from './security/secret-box.ts';
import { loadServerSecret } from './security/server-secrets.ts';
import { createTokenService } from './security/tokens.ts';

/** Resource routes behind the session check; the folder name is the URL segment under /api. */
const resourceRoutes = {
  users: usersRoutes,
  work_schedules: workSchedulesRoutes,
  user_schedules: userSchedulesRoutes,
  departments: departmentsRoutes,
  subdepartments: subdepartmentsRoutes,
  teams: teamsRoutes,
  team_delete: teamDeleteRoutes,
  user_team_add: userTeamAddRoutes,
  user_team_del: userTeamDelRoutes,
  configurations: configurationsRoutes,
  provincias: provinciasRoutes,
  municipios: municipiosRoutes,
  comunidad_autonomas: comunidadAutonomasRoutes,
  tags: tagsRoutes,
  tag_types: tagTypesRoutes,
  task_statuses: taskStatusesRoutes,
  media_objects: mediaObjectsRoutes,
  media_objects_details: mediaObjectDetailsRoutes,
  files: filesRoutes,
  tasks: tasksRoutes,
  appTasks: appTasksRoutes,
  singleTask: singleTaskRoutes,
  getAdminTasks: getAdminTasksRoutes,
  admin: adminTaskDecisionRoutes,
  searchTaskC: searchTaskRoutes,
  set_tag_task: setTagTaskRoutes,
  subtasks: subtasksRoutes,
  appSubtasks: appSubtasksRoutes,
  singleSubtask: singleSubtaskRoutes,
  task_messages: taskMessagesRoutes,
  subtask_messages: subtaskMessagesRoutes,
  calendar_assignments: calendarAssignmentsRoutes,
  justifications: justificationsRoutes,
  approveJustification: approveJustificationRoutes,
  denyJustification: denyJustificationRoutes,
  timeline: timelineRoutes,
  time_caps: timeCapsRoutes,
  automation: automationRoutes,
  notifications: notificationsRoutes,
  ...timeTrackingRoutes,
  audit_logs: auditLogsRoutes,
  reports: reportsRoutes,
};

/** A route as registered (automatic HEAD routes and both trailing-slash forms included). */
export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, for checks that must not miss one (the authorization matrix, the bad-input test). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Opens the database and brings it to the current schema, with demo data on an empty one. */
export async function prepareDatabase(config: AppConfig): Promise<{ db: Database; migrations: number; demoAdded: boolean }> {
  const db = await createDatabase(config);
  try {
    const migrations = await migrate(db);
    const secretBox = createSecretBox(await loadServerSecret(db, 'inbox_secret_key', config.inboxSecretKey));
    const { demoAdded } = config.seed === 'none' ? { demoAdded: false } : await seedDatabase(db, secretBox, { demo: config.seed === 'demo', filesDir: config.filesDir });
    return { db, migrations, demoAdded };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Builds the API on an open, migrated database. Plugins load in dependency
 * order: third-party wrappers, then our decorators (database, errors, CSRF,
 * session, authorization, live updates, repositories), then routes.
 */
export async function buildApp(config: AppConfig, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    // Server-sent-event streams never end on their own; close must not wait for them.
    forceCloseConnections: true,
    // request.ip comes from X-Forwarded-For only behind a proxy the operator names (login throttling counts per address).
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);

  const tokens = createTokenService({
    sessionSecret: await loadServerSecret(db, 'jwt_secret', config.jwtSecret),
    subscriberSecret: await loadServerSecret(db, 'mercure_jwt_secret', config.mercureJwtSecret),
    ttlSeconds: config.sessionTtlSeconds,
  });

  await app.register(helmet);
  await app.register(contentParsers);
  await app.register(cookie);
  if (config.apiDocs) await app.register(swagger);

  await app.register(dbPlugin, { db });
  await app.register(errorHandler);
  await app.register(csrf, { allowedOrigins: config.appOrigins });
  await app.register(dataChangesPlugin);
  await app.register(responseCache);
  await app.register(authentication, { tokens });
  await app.register(authorization);
  await app.register(liveUpdates, { publicOrigin: config.appOrigins[0] ?? '' });
  await app.register(notifications);
  await app.register(workSchedulesRepository);
  await app.register(usersRepository);
  await app.register(userUpdatesRepository);
  await app.register(userSchedulesRepository);
  await app.register(organisationRepository);
  await app.register(organisationAdminRepository, {
    secretBox: createSecretBox(await loadServerSecret(db, 'inbox_secret_key', config.inboxSecretKey)),
  });
  await app.register(configurationsRepository);
  await app.register(databaseBackupsRepository);
  await app.register(referenceDataRepository);
  await app.register(loginFailuresRepository);
  await app.register(sessionsRepository);
  await app.register(calendarAssignmentsRepository);
  await app.register(justificationsRepository);
  await app.register(fileStorage, { dir: config.filesDir });
  await app.register(mediaObjectsRepository, { quota: config.uploadQuota });
  await app.register(tasksRepository);
  await app.register(taskWritesRepository);
  await app.register(subtasksRepository);
  await app.register(messagesRepository);
  await app.register(timelineRepository);
  await app.register(timeCapsRepository);
  await app.register(timeTracking);
  await app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(jobs, { run: config.runJobs, pollMs: config.jobPollMs });
  registerReportJobs(app.jobs, app.db, app.mailer);
  scheduleOrphanFileCleanup(app.jobs, app.db, app.fileStorage);
  registerAutoTaskJobs(app.jobs, { db: app.db, mailer: app.mailer, onAssigned: (taskId) => notifyAssigned(app.notifications, { taskId }, 0) });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authenticationRoutes, { prefix: '/api', secureCookies: config.secureCookies });
  await app.register(
    async (api) => {
      api.addHook('onRequest', api.requireSession);
      await api.register(userRoutes, { prefix: '/user', secureCookies: config.secureCookies });
      await api.register(jsonLdResponses);
      for (const [segment, routes] of Object.entries(resourceRoutes)) await api.register(routes, { prefix: `/${segment}` });
      const { backupDir, databaseUrl, pgBinDir } = config;
      await api.register(databaseBackupRoutes, { prefix: '/database_backup', backupDir, databaseUrl, pgBinDir });
      await api.register(databaseBackupsRoutes, { prefix: '/database_backups', backupDir });
    },
    { prefix: '/api' },
  );
  await app.register(mercureRoutes, { prefix: '/.well-known/mercure' });
  return app;
}
