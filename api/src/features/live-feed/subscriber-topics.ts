import sql from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { managedDepartmentIds, managedSubdepartmentIds } from '../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { boardTeamCondition, ownTeamCondition } from '../tasks/task-scope-sql.ts';
import { MAX_SELECTORS_PER_STREAM } from './stream-limits.ts';

export type SubscriberTopics = {
  /**
   * What a subscriber token allows: the user's own topic, the teams whose board
   * they see (team topics carry tasks, messages and work time, so a team name
   * readable by everyone is not enough), the departments they manage, the
   * sub-departments they manage with calendar or medical powers, the notices
   * meant for everyone, and everything for admins.
   */
  topics: string[];
  /**
   * What the portal's own feed subscribes to: the same without the boards the
   * caller may only look at (the other teams of their department). Everyone
   * in a department sees its boards, so with all of them in each feed a change
   * to one team's work went to every open feed of the department, and the
   * department's deliveries grew with the square of its people. A screen
   * showing such a board follows its team's topic while it is open. `['*']`
   * when the two are the same, or when the list would not fit in one stream.
   */
  feed: string[];
};

export async function subscriberTopics(db: Queryable, caller: Caller): Promise<SubscriberTopics> {
  const [teams, departments, subdepartments] = await Promise.all([
    db.query<{ id: number; own: boolean }>(sql`SELECT t.id, ${ownTeamCondition(caller, 't')} AS own FROM teams t WHERE ${boardTeamCondition(caller, 't')} ORDER BY t.id`),
    db.query<{ id: number }>(sql`SELECT id FROM departments WHERE id IN (${managedDepartmentIds(caller)}) ORDER BY id`),
    db.query<{ id: number }>(
      sql`SELECT id FROM subdepartments WHERE id IN (${managedSubdepartmentIds(caller, 'manager_calendar')})
          OR id IN (${managedSubdepartmentIds(caller, 'manager_medical')}) ORDER BY id`,
    ),
  ]);
  const topicsOf = (boards: { id: number }[]) => [
    audience.user(caller.id),
    audience.everyone,
    ...boards.map((team) => audience.team(team.id)),
    ...departments.map((department) => audience.department(department.id)),
    ...subdepartments.map((sub) => audience.subdepartment(sub.id)),
    ...(isAdmin(caller) ? [audience.admin] : []),
  ];
  const ownTeams = teams.filter((team) => team.own);
  const whole = ownTeams.length === teams.length || isAdmin(caller);
  const feed = topicsOf(ownTeams);
  return { topics: topicsOf(teams), feed: whole || feed.length > MAX_SELECTORS_PER_STREAM ? ['*'] : feed };
}
