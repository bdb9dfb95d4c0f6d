import accountRecovery from './account-recovery/index.ts';
import appEvents from './app-events/index.ts';
import auditLog from './audit-log/index.ts';
import automation from './automation/index.ts';
import backup from './backup/index.ts';
import calendar from './calendar/index.ts';
import configurations from './configurations/index.ts';
import decisions from './decisions/index.ts';
import emailChange from './email-change/index.ts';
import files from './files/index.ts';
import health from './health/index.ts';
import justifications from './justifications/index.ts';
import liveFeed from './live-feed/index.ts';
import messages from './messages/index.ts';
import notifications from './notifications/index.ts';
import organisation from './organisation/index.ts';
import quizzes from './quizzes/index.ts';
import referenceData from './reference-data/index.ts';
import remoteRegistry from './remote-registry/index.ts';
import reports from './reports/index.ts';
import schedules from './schedules/index.ts';
import sessions from './sessions/index.ts';
import subtasks from './subtasks/index.ts';
import tags from './tags/index.ts';
import taskMailbox from './task-mailbox/index.ts';
import { seedDemoTasks } from './tasks/demo-tasks.ts';
import { seedDemoWork } from './tasks/demo-work/seed-demo-work.ts';
import tasks from './tasks/index.ts';
import timeCaps from './time-caps/index.ts';
import timeTracking from './time-tracking/index.ts';
import timeline from './timeline/index.ts';
import userCreation from './user-creation/index.ts';
import users from './users/index.ts';
import workSchedules from './work-schedules/index.ts';

/**
 * Every feature, each one plugin that registers its services, jobs and routes
 * and names the features it needs; `inDependencyOrder` loads them in that
 * order. An explicit list rather than @fastify/autoload: a folder scan would
 * hide which features the server has.
 */
export const FEATURES = [
  accountRecovery,
  appEvents,
  auditLog,
  automation,
  backup,
  calendar,
  configurations,
  decisions,
  emailChange,
  files,
  health,
  justifications,
  liveFeed,
  messages,
  notifications,
  organisation,
  quizzes,
  referenceData,
  remoteRegistry,
  reports,
  schedules,
  sessions,
  subtasks,
  tags,
  taskMailbox,
  tasks,
  timeCaps,
  timeTracking,
  timeline,
  userCreation,
  users,
  workSchedules,
];

/** What features add to the demo organisation, in this order. */
export const demoSeeds = [seedDemoTasks, seedDemoWork];
