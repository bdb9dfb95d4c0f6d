import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import type { TeamFacts } from './organisation-admin-repository.ts';
import { ORGANISATION_MESSAGES } from './organisation-messages.ts';
import { referenceId } from './rules.ts';

/** The team and user of a membership call, after the scope check (docs/api-contract.md E6, E7). */
export async function membershipTarget(
  app: FastifyInstance,
  caller: Caller,
  body: { user_id: unknown; team_id: unknown },
): Promise<{ team: TeamFacts; userId: number }> {
  const teamId = referenceId(body.team_id, 'teams', 'team_id');
  const userId = referenceId(body.user_id, 'users', 'user_id');
  const team = await app.organisationAdmin.team(teamId);
  if (!team || team.deleted) throw notFound('El equipo no existe');
  if (!(await app.authorization.canManageMembersOf(caller, teamId))) throw forbidden();
  return { team, userId };
}

/** 403 unless the caller may put `userId` into a team of `departmentId` (see `mayEnrolIn`). */
export async function assertMayEnrol(app: FastifyInstance, caller: Caller, userId: number, departmentId: number): Promise<void> {
  if (!(await app.authorization.mayEnrolIn(caller, userId, departmentId))) throw forbidden();
}

/** 403 unless the caller may put `userId` into a team placed as `team` says (see `mayEnrolInTeam`). */
export async function assertMayEnrolInTeam(
  app: FastifyInstance,
  caller: Caller,
  userId: number,
  team: { department_id: number; subdepartment_id: number | null },
): Promise<void> {
  if (!(await app.authorization.mayEnrolInTeam(caller, userId, team))) throw forbidden(ORGANISATION_MESSAGES.TEAM_ENROL_FORBIDDEN);
}
