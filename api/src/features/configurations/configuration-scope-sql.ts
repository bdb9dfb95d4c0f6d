/**
 * Which named configurations a caller may read (docs/api-contract.md K1). Per-team rows
 * hold people and addresses (notice recipients, assignees, requesters), so
 * they are read only by those who may write them or run the team, never by
 * everyone who merely sees the team.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { canAdministerTeamCondition, managedDepartmentIds, managedTeamIds } from '../../core/authorization/scope-sql.ts';
import { automatesTasks, automationTeamCondition } from '../automation/automation-scope-sql.ts';

/** `condition` holds for the team (alias `t`) that the configuration row aliased `alias` names. */
function ofNamedTeam(alias: string, condition: Sql): Sql {
  return sql`EXISTS (SELECT 1 FROM teams t WHERE t.id::text = ${raw(alias)}.data AND ${condition})`;
}

/**
 * The maintenance flag and the allowed domains (id 3) for everyone; the team
 * screen's rows (`avisos_solicitante`, `team_unlock_tasks`) for the team's
 * administrators and its manager; `tags_user` for the managers of the team's
 * department; `auto_task` for those who may automate the team; all for admins.
 */
export function visibleConfigurationCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const c = raw(alias);
  const runsTeam = sql`(${canAdministerTeamCondition(caller, 't')} OR t.id IN (${managedTeamIds(caller)}))`;
  const automates = automatesTasks(caller) ? ofNamedTeam(alias, automationTeamCondition(caller, 't')) : sql`FALSE`;
  return sql`(${c}.name = 'client_maintenance' OR ${c}.id = 3
              OR (${c}.name IN ('avisos_solicitante', 'team_unlock_tasks') AND ${ofNamedTeam(alias, runsTeam)})
              OR (${c}.name = 'tags_user' AND ${ofNamedTeam(alias, sql`t.department_id IN (${managedDepartmentIds(caller)})`)})
              OR (${c}.name = 'auto_task' AND ${automates}))`;
}
