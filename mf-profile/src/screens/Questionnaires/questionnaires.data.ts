import { currentSessionUser, type Department, departmentsApi, iri, liveFeedPosition, type Quiz, quizzesApi, ROLES } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

/** A department the caller may address, with its live teams. */
export type AudienceDepartment = { id: number; name: string; teams: { id: number; name: string }[] };

export type QuestionnairesData = {
  quizzes: Quiz[];
  /** Null for those who do not write questionnaires. */
  audience: AudienceDepartment[] | null;
  liveFrom: number;
};

const asAudience = (department: Department): AudienceDepartment => ({
  id: department.id,
  name: department.name,
  teams: (department.teams ?? []).filter((team) => !team.deleted).map((team) => ({ id: team.id, name: team.name })),
});

/** Admins address every department; a department manager only those they run (the API refuses the rest). */
export async function questionnairesLoader({ request }: LoaderFunctionArgs): Promise<QuestionnairesData> {
  const me = await currentSessionUser();
  const config = { signal: request.signal };
  const liveFrom = liveFeedPosition();
  const isAdmin = me?.roles.includes(ROLES.ADMIN) ?? false;
  const writes = isAdmin || (me?.roles.includes(ROLES.DEPARTMENT_MANAGER) ?? false);
  const [quizzes, departments] = await Promise.all([quizzesApi.list(config), writes ? departmentsApi.list(undefined, config) : Promise.resolve(null)]);
  const ownIri = me ? iri('users', me.id) : null;
  const audience = departments?.filter((department) => !department.deleted && (isAdmin || department.user === ownIri)).map(asAudience) ?? null;
  return { quizzes, audience, liveFrom };
}
