import type { FastifyInstance } from 'fastify';
import { audience } from '../../core/live-updates/audiences.ts';
import { iri, type JsonObject } from '../../core/json-ld/json-ld.ts';

type Scope = { teamId?: number; departmentId: number; subdepartmentId?: number | null; userId?: number };

/**
 * Tells subscribers about a changed team, department or sub-department
 * (docs/api-contract.md C4, D4, E4–E7 "Mercure update"): those who see the team, the
 * managers in charge, the member concerned, and admins; and everyone that
 * the organisation chart changed.
 */
export async function publishOrganisationChange(app: FastifyInstance, document: JsonObject, scope: Scope): Promise<void> {
  const audiences = [
    audience.admin,
    ...(scope.teamId === undefined ? [] : [audience.team(scope.teamId)]),
    audience.department(scope.departmentId),
    ...(scope.subdepartmentId == null ? [] : [audience.subdepartment(scope.subdepartmentId)]),
    ...(scope.userId === undefined ? [] : [audience.user(scope.userId)]),
  ];
  // Everyone's organisation chart shows the change, but a team's document may name what only managers see: the notice names the department alone.
  const notice = iri('organisation_chart', scope.departmentId);
  await app.publishUpdate(notice, { '@id': notice, '@type': 'OrganisationChange', department: iri('departments', scope.departmentId) }, [audience.everyone]);
  await app.publishUpdate(String(document['@id']), document, audiences);
}
