import {
  CONFIGURATION_NAME,
  type Configuration,
  configurationsApi,
  currentSessionUser,
  type DepartmentSummary,
  departmentsApi,
  idFromIri,
  iri,
  loadUserSummaries,
  type SessionUser,
  type Tag,
  type Team,
  tagsApi,
  teamsApi,
  type UserSummary,
} from '@portal/shared-api';
import { isAdmin, refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { TAG_COLUMNS } from '../../components/tag-columns';

export type RequesterTagsData = {
  tags: Tag[];
  departments: DepartmentSummary[];
  teams: Team[];
  configurations: Configuration<string[]>[];
  requesters: UserSummary[];
};


/** Admins choose among every live department; a department manager among those they manage (the API checks the same). */
function offeredDepartments(user: SessionUser | null, departments: DepartmentSummary[]): DepartmentSummary[] {
  if (isAdmin(user)) return departments;
  const managed = new Set((user?.encargadoDepartments ?? []).map((department) => department.id));
  return departments.filter((department) => managed.has(department.id));
}

export async function requesterTagsLoader({ request }: LoaderFunctionArgs): Promise<RequesterTagsData> {
  const config = { signal: request.signal };
  const [tags, departments, teams, configurations, user] = await Promise.all([
    tagsApi.list(undefined, config),
    departmentsApi.list({ deleted: false }, config),
    teamsApi.list({ deleted: false }, config),
    configurationsApi.list({ name: CONFIGURATION_NAME.TAGS_USER }, config) as Promise<Configuration<string[]>[]>,
    currentSessionUser(),
  ]);
  const requesterIds = [...new Set(configurations.map((row) => idFromIri(row.user)).filter((id): id is number => id !== null))];
  const requesters = await loadUserSummaries(requesterIds, config);
  return { tags, departments: offeredDepartments(user, departments), teams, configurations, requesters };
}

/** Saves one requester's tags for a team, or deletes a saved row. */
export async function requesterTagsAction({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'remove') {
    const id = Number(form.get('id'));
    if (!Number.isInteger(id) || id <= 0) return refuseWrite(TEXTS.AN_ERROR_OCCURRED);
    return writeAndNotify(() => configurationsApi.remove(id), { success: 'Ok', failure: 'Ha ocurrido un error al eliminar la configuración.' });
  }
  const requester = Number(form.get('requester'));
  const team = Number(form.get('team'));
  if (intent !== 'save' || !Number.isInteger(requester) || requester <= 0) return refuseWrite('Debe seleccionar un solicitante');
  if (!Number.isInteger(team) || team <= 0) return refuseWrite('Debe seleccionar un equipo primero');
  // A column left on 'Paso' takes its default tag (docs/api-contract.md §3.2: "1" to "5").
  const value = TAG_COLUMNS.map((column, index) => String(form.get(`tag${index}`) || column.defaultId));
  return writeAndNotify(
    () => configurationsApi.create({ name: CONFIGURATION_NAME.TAGS_USER, data: String(team), user: iri('users', requester), value }),
    { success: TEXTS.SAVED },
  );
}
