import { errorMessageFrom, idFromIri, type Task, taskMessagesApi, tasksApi, teamsApi } from '@portal/shared-api';
import { notify, refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

/** The search parameters of the tab ('Rechazadas') and of the team filter. */
export const REJECTED_PARAM = 'rechazadas';
export const TEAM_PARAM = 'equipo';

export type RequestedTask = { task: Task; teamName: string; message: string | null };

export type RequestedTasksData = { rejected: boolean; requests: RequestedTask[]; teams: { id: number; name: string }[] };

export type RequestedTaskDecision = { intent: 'authorise'; ids: number[] } | { intent: 'reject'; id: number; reason: string };

const firstMessageIri = (task: Task) => {
  const [first] = task.messages ?? [];
  return typeof first === 'string' ? first : (first?.['@id'] ?? null);
};

/** The request's own text is its first message: read one per task, in parallel (these lists are short). */
async function firstMessage(task: Task, signal: AbortSignal): Promise<string | null> {
  const id = idFromIri(firstMessageIri(task));
  if (id === null) return null;
  try {
    return (await taskMessagesApi.get(id, { signal })).message;
  } catch {
    // A message deleted meanwhile leaves the request without its text, not the list without the request.
    return null;
  }
}

export async function requestedTasksLoader({ request }: LoaderFunctionArgs): Promise<RequestedTasksData> {
  const rejected = new URL(request.url).searchParams.get(REJECTED_PARAM) === '1';
  const { signal } = request;
  const [tasks, teams] = await Promise.all([
    rejected ? tasksApi.rejectedAwaitingAuthorisation({ signal }) : tasksApi.pendingAuthorisation({ signal }),
    teamsApi.list({}, { signal }),
  ]);
  const teamName = new Map(teams.map((team) => [team['@id'], team.name]));
  const oldestFirst = [...tasks].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id - b.id);
  const messages = await Promise.all(oldestFirst.map((task) => firstMessage(task, signal)));
  const requests = oldestFirst.map((task, index) => ({ task, teamName: teamName.get(task.team) ?? '—', message: messages[index] ?? null }));
  const teamIds = new Set(requests.map(({ task }) => task.team));
  return {
    rejected,
    requests,
    teams: teams.filter((team) => teamIds.has(team['@id'])).map((team) => ({ id: team.id, name: team.name })),
  };
}

function readDecision(form: FormData): RequestedTaskDecision | null {
  const intent = form.get('intent');
  if (intent === 'authorise') {
    const ids = form.getAll('id').map(Number);
    return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? { intent, ids } : null;
  }
  const id = Number(form.get('id'));
  if (intent === 'reject' && Number.isInteger(id) && id > 0) return { intent, id, reason: String(form.get('reason') ?? '') };
  return null;
}

/**
 * Authorises every task asked for, each on its own: one decided elsewhere
 * meanwhile (409) is reported with the API's reason and the others go on.
 */
async function authoriseEach(ids: number[]): Promise<WriteResult<number>> {
  const results = await Promise.allSettled(ids.map((id) => tasksApi.authorise(id)));
  const authorised = results.filter((result) => result.status === 'fulfilled').length;
  if (authorised > 0) notify.success(authorised === 1 ? TEXTS.OK_PLAIN : `${authorised} tareas autorizadas`);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length === 0) return { ok: true, value: authorised };
  // Each distinct reason once (the same 409 for several tasks is one message).
  const reasons = new Set(failures.map(errorMessageFrom));
  for (const reason of reasons) notify.error(reason);
  return { ok: false, message: [...reasons].join(' '), fieldErrors: {} };
}

/** Authorise one or several, or reject one with its reason; the list is then read again (decided tasks leave it). */
export async function requestedTasksAction({ request }: ActionFunctionArgs): Promise<WriteResult<unknown>> {
  const decision = readDecision(await request.formData());
  if (!decision) return refuseWrite(TEXTS.GENERIC_ERROR);
  if (decision.intent === 'authorise') return authoriseEach(decision.ids);
  return writeAndNotify(() => tasksApi.reject(decision.id, decision.reason), { success: TEXTS.OK_PLAIN });
}
