import {
  AUTO_TASK_CADENCE,
  type AutoTaskConfiguration,
  type AutoTaskValue,
  autoTaskProblem,
  autoTasksApi,
  type DepartmentSummary,
  fieldErrorsFrom,
  type Tag,
  type Team,
  type TeamSummary,
  tagsApi,
  teamsApi,
} from '@portal/shared-api';
import { readTeamChoice, redirectToOnlyChoice, refuseWrite, TEXTS, type TeamChoiceParams, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

/** The search parameters that hold the chosen department and team. */
export const AUTOMATION_PARAMS: TeamChoiceParams = { department: 'departamento', team: 'equipo' };

/** The chosen team, with what its form and table need. */
export type ChosenTeam = { team: Team; automations: AutoTaskConfiguration[]; tags: Tag[] };

export type TaskAutomationData = {
  departments: DepartmentSummary[];
  teams: TeamSummary[];
  chosen: ChosenTeam | null;
};


const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/** Departments and their teams come from the API's pickers, so only what the caller may automate is offered. */
export async function taskAutomationLoader({ request }: LoaderFunctionArgs): Promise<TaskAutomationData> {
  const config = { signal: request.signal };
  const { department: departmentId, team: teamId } = readTeamChoice(new URL(request.url).searchParams, AUTOMATION_PARAMS);
  const [departments, teams] = await Promise.all([
    autoTasksApi.departments(config),
    departmentId === null ? Promise.resolve([]) : autoTasksApi.teams(departmentId, config),
  ]);
  // One department, or one team in it, is opened at once; several keep the choice.
  const only = departmentId === null ? redirectToOnlyChoice(request, AUTOMATION_PARAMS.department, departments) : redirectToOnlyChoice(request, AUTOMATION_PARAMS.team, teams);
  if (only) throw only;
  if (teamId === null || !teams.some((team) => team.id === teamId)) return { departments, teams, chosen: null };
  const [team, automations, tags] = await Promise.all([teamsApi.get(teamId, config), autoTasksApi.listForTeam(teamId, config), tagsApi.list(undefined, config)]);
  return { departments, teams, chosen: { team, automations: automations as AutoTaskConfiguration[], tags } };
}

const numbers = (form: FormData, key: string) => form.getAll(key).map(Number);

function valueFrom(form: FormData): AutoTaskValue {
  return {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    tags: numbers(form, 'tags'),
    cadence: Number(form.get('cadence')) as AutoTaskValue['cadence'],
    cadence_data: Number(form.get('cadence')) === AUTO_TASK_CADENCE.DAILY ? [] : numbers(form, 'days'),
    due: Number(form.get('due')) as AutoTaskValue['due'],
    users: numbers(form, 'users'),
  };
}

/** Creates a team's automation (the API checks tags, members and the e-mail's domain too) or deletes one. */
export async function taskAutomationAction({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'remove') {
    const id = positiveId(String(form.get('id')));
    if (id === null) return refuseWrite(TEXTS.AN_ERROR_OCCURRED);
    return writeAndNotify(() => autoTasksApi.remove(id), { success: TEXTS.DELETED, failure: 'Ha ocurrido un error al eliminar la configuración.' });
  }
  const teamId = positiveId(String(form.get('team')));
  if (intent !== 'create' || teamId === null) return refuseWrite(TEXTS.AN_ERROR_OCCURRED);
  const value = valueFrom(form);
  const problem = autoTaskProblem(value);
  if (problem) return refuseWrite(problem.message);
  const requesterId = positiveId(String(form.get('requester') ?? ''));
  return writeAndNotify(() => autoTasksApi.create(teamId, value, requesterId), {
    success: TEXTS.SAVED,
    // A refused field (a tag, a member, the e-mail's domain) is named by the API; any other failure is 'Error!'.
    failure: (reason, error) => (Object.keys(fieldErrorsFrom(error)).length > 0 ? reason : TEXTS.ERROR_CLOSING_MARK_ONLY),
  });
}
