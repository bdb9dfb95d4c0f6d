import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../core/config.ts';
import { jsonLdResponses } from '../core/json-ld/json-ld-responses.ts';
import type { SecretBox } from '../core/security/secret-box.ts';
import accountRecovery from './account-recovery/index.ts';
import accountMails from './account-recovery/account-mails.ts';
import appEvents from './app-events/index.ts';
import appEventsLog from './app-events/app-events-log.ts';
import auditLog from './audit-log/index.ts';
import automation from './automation/index.ts';
import { autoTaskJobs } from './automation/auto-task-jobs.ts';
import backup from './backup/index.ts';
import databaseBackupsRepository from './backup/database-backups-repository.ts';
import calendar from './calendar/index.ts';
import calendarAssignmentsRepository from './calendar/calendar-assignments-repository.ts';
import { decisionsPlugin } from './decisions/approver-notices.ts';
import holidayDecisionKind from './calendar/holiday-decision-kind.ts';
import scheduleDecisionKind from './schedules/schedule-decision-kind.ts';
import justificationDecisionKind from './justifications/justification-decision-kind.ts';
import taskDecisionKind from './tasks/task-decision-kind.ts';
import decisions from './decisions/index.ts';
import decisionTokenRoutes from './decisions/decision-token-routes.ts';
import emailChange from './email-change/index.ts';
import emailChangeMails from './email-change/email-change-mails.ts';
import configurations from './configurations/index.ts';
import configurationsRepository from './configurations/configurations-repository.ts';
import { JOBS_PAUSED_IN_MAINTENANCE } from './configurations/maintenance-jobs.ts';
import files from './files/index.ts';
import mediaObjectsRepository from './files/media-objects-repository.ts';
import { orphanFileCleanup } from './files/orphan-cleanup.ts';
import health from './health/index.ts';
import justifications from './justifications/index.ts';
import justificationsRepository from './justifications/justifications-repository.ts';
import liveUpdates from './live-updates/index.ts';
import messages from './messages/index.ts';
import messagesRepository from './messages/messages-repository.ts';
import notifications from './notifications/index.ts';
import notificationsPlugin from './notifications/notifications-plugin.ts';
import organisation from './organisation/index.ts';
import organisationAdminRepository from './organisation/organisation-admin-repository.ts';
import organisationRepository from './organisation/organisation-repository.ts';
import referenceData from './reference-data/index.ts';
import referenceDataRepository from './reference-data/reference-data-repository.ts';
import remoteRegistry from './remote-registry/index.ts';
import reports from './reports/index.ts';
import { reportJobs } from './reports/report-jobs.ts';
import schedules from './schedules/index.ts';
import userSchedulesRepository from './schedules/user-schedules-repository.ts';
import workScheduleWritesRepository from './schedules/work-schedule-writes-repository.ts';
import workSchedulesRepository from './schedules/work-schedules-repository.ts';
import sessionUser, { signInRoutes } from './sessions/index.ts';
import loginFailuresRepository from './sessions/login-failures-repository.ts';
import sessionsRepository from './sessions/sessions-repository.ts';
import subtasks from './subtasks/index.ts';
import subtasksRepository from './subtasks/subtasks-repository.ts';
import tags from './tags/index.ts';
import tagsRepository from './tags/tags-repository.ts';
import taskMailbox from './task-mailbox/index.ts';
import taskMailboxPlugin from './task-mailbox/task-mailbox-plugin.ts';
import quizzes from './quizzes/index.ts';
import quizzesRepository from './quizzes/quizzes-repository.ts';
import tasks from './tasks/index.ts';
import { seedDemoTasks } from './tasks/demo-tasks.ts';
import taskWritesRepository from './tasks/task-writes-repository.ts';
import tasksRepository from './tasks/tasks-repository.ts';
import timeCaps from './time-caps/index.ts';
import timeCapsRepository from './time-caps/time-caps-repository.ts';
import timeTracking from './time-tracking/index.ts';
import timeTrackingPlugin from './time-tracking/time-tracking-plugin.ts';
import timeline from './timeline/index.ts';
import timelineRepository from './timeline/timeline-repository.ts';
import userCreation from './user-creation/user-creation-routes.ts';
import users from './users/index.ts';
import userUpdatesRepository from './users/user-updates-repository.ts';
import usersRepository from './users/users-repository.ts';

/** What features add to the demo organisation, in this order. */
export const demoSeeds = [seedDemoTasks];

export type FeatureOptions = { config: AppConfig; secretBox: SecretBox };

/** Resource features behind the session check and answered in JSON-LD; each mounts its routes under /api. */
const resourceFeatures = [
  users,
  userCreation,
  schedules,
  organisation,
  configurations,
  referenceData,
  tags,
  files,
  tasks,
  taskMailbox,
  subtasks,
  messages,
  calendar,
  justifications,
  decisions,
  timeline,
  timeCaps,
  automation,
  notifications,
  timeTracking,
  auditLog,
  appEvents,
  reports,
  quizzes,
];

/**
 * Every feature, in one explicit list rather than loaded by @fastify/autoload:
 * features mount in four different scopes (open /api/health and sign-in,
 * /api behind the session check with /user before the JSON-LD hook, and
 * /.well-known), several take their own options from the configuration, and
 * services must register in dependency order. A folder scan would need
 * per-folder hooks and option plumbing to say what this list says in order.
 * Each service is a named plugin declaring its dependencies, so a wrong order
 * fails at start.
 */
export default fp(
  async (app: FastifyInstance, { config, secretBox }: FeatureOptions) => {
    await app.register(notificationsPlugin);
    await app.register(workSchedulesRepository);
    await app.register(workScheduleWritesRepository);
    await app.register(usersRepository);
    await app.register(userUpdatesRepository);
    await app.register(userSchedulesRepository);
    await app.register(organisationRepository);
    await app.register(organisationAdminRepository, { secretBox });
    await app.register(configurationsRepository);
    await app.register(databaseBackupsRepository);
    await app.register(referenceDataRepository);
    await app.register(tagsRepository);
    await app.register(quizzesRepository);
    await app.register(loginFailuresRepository);
    await app.register(appEventsLog);
    await app.register(sessionsRepository);
    await app.register(calendarAssignmentsRepository);
    await app.register(justificationsRepository);
    await app.register(mediaObjectsRepository, { quota: config.uploadQuota });
    await app.register(tasksRepository);
    await app.register(taskWritesRepository);
    await app.register(subtasksRepository);
    await app.register(messagesRepository);
    await app.register(timelineRepository);
    await app.register(timeCapsRepository);
    await app.register(timeTrackingPlugin);
    await app.register(reportJobs);
    await app.register(orphanFileCleanup);
    await app.register(autoTaskJobs);
    await app.register(decisionsPlugin, { appOrigin: config.appOrigins[0] ?? '' });
    await app.register(holidayDecisionKind);
    await app.register(scheduleDecisionKind);
    await app.register(justificationDecisionKind);
    await app.register(taskDecisionKind);
    await app.register(taskMailboxPlugin, { config, secretBox });
    await app.register(accountMails, { appOrigin: config.appOrigins[0] ?? '' });
    await app.register(emailChangeMails, { appOrigin: config.appOrigins[0] ?? '' });
    app.jobs.pauseInMaintenance(...JOBS_PAUSED_IN_MAINTENANCE);

    const { secureCookies, backupDir, backupKeep, databaseUrl, pgBinDir } = config;
    await app.register(health, { prefix: '/api' });
    await app.register(signInRoutes, { prefix: '/api', secureCookies });
    // E-mail links decide without a session: the token names the approver.
    await app.register(decisionTokenRoutes, { prefix: '/api/decision_tokens' });
    await app.register(accountRecovery, { prefix: '/api' });
    await app.register(emailChange, { prefix: '/api' });
    // Deploy tokens or an admin's session, checked by each route; the shell's remotes configuration is public.
    await app.register(remoteRegistry, { shellPlatformUrl: config.shellPlatformUrl });
    await app.register(
      async (api) => {
        api.addHook('onRequest', api.requireSession);
        await api.register(sessionUser, { secureCookies });
        await api.register(jsonLdResponses);
        for (const feature of resourceFeatures) await api.register(feature);
        await api.register(backup, { backupDir, keep: backupKeep, databaseUrl, pgBinDir });
      },
      { prefix: '/api' },
    );
    await app.register(liveUpdates, { prefix: '/.well-known' });
  },
  { name: 'features', dependencies: ['db', 'authentication', 'authorization', 'live-updates', 'mailer', 'jobs', 'file-storage'] },
);
