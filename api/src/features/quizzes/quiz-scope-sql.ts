/** Who may see, manage and answer a questionnaire, as SQL over the `quizzes` alias `q`. */
import sql, { type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { usersOfDepartments } from '../../core/authorization/scope-sql.ts';

/** Those who may write questionnaires at all: admins anywhere, department managers for their own departments. */
export const mayAuthor = (caller: Caller) => isAdmin(caller) || hasRole(caller, ROLE.DEPARTMENT_MANAGER);

/** Admins manage every questionnaire; a department manager the ones they wrote (their audience was checked against their departments). */
export function managesQuiz(caller: Caller): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  return mayAuthor(caller) ? sql`(q.created_by_id = ${caller.id})` : sql`FALSE`;
}

/** Members of the questionnaire's departments (direct or through a team) and of its teams. */
export const audienceUserIds = sql`${usersOfDepartments(sql`SELECT unnest(q.department_ids)`)}
  UNION SELECT ut.user_id FROM user_teams ut WHERE ut.team_id = ANY(q.team_ids)`;

export const inAudience = (caller: Caller) => sql`(q.published_at IS NOT NULL AND ${caller.id} IN (${audienceUserIds}))`;

export const visibleQuiz = (caller: Caller) => sql`(q.active AND (${managesQuiz(caller)} OR ${inAudience(caller)}))`;
