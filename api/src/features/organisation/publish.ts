import type { FastifyInstance } from 'fastify';
import { audience } from '../../core/live-updates/audiences.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';

type Scope = { teamId?: number; departmentId?: number; subdepartmentId?: number | null; userId?: number };

/**
 * Tells subscribers about a changed team, department or sub-department
 * (contract C4, D4, E4–E7 "Mercure update"): those who see the team, the
 * managers in charge, the member concerned, and admins.
 */
export async function publishOrganisationChange(app: FastifyInstance, document: JsonObject, scope: Scope): Promise<void> {
  const audiences = [
    audience.admin,
    ...(scope.teamId === undefined ? [] : [audience.team(scope.teamId)]),
    ...(scope.departmentId === undefined ? [] : [audience.department(scope.departmentId)]),
    ...(scope.subdepartmentId == null ? [] : [audience.subdepartment(scope.subdepartmentId)]),
    ...(scope.userId === undefined ? [] : [audience.user(scope.userId)]),
  ];
  await app.publishUpdate(String(document['@id']), document, audiences);
}
