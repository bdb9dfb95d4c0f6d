import { type APIRequestContext, request } from '@playwright/test';
import { ACCOUNTS, signInRequest } from './fixtures';
import { SHELL_URL } from './portal-urls';

/** An API session of its own (not the page's), going through the shell's same-origin proxy. */
export async function apiSessionFor(email: string): Promise<{ api: APIRequestContext; userId: number }> {
  const api = await request.newContext({ baseURL: SHELL_URL, extraHTTPHeaders: { Origin: SHELL_URL } });
  return { api, userId: await signInRequest(api, email) };
}

/** The id of the demo team called `name`. */
export async function teamIdOf(name: string): Promise<number> {
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const teams = (await (await api.get('/api/teams')).json()) as { 'hydra:member': { id: number; name: string }[] };
  await api.dispose();
  const team = teams['hydra:member'].find((candidate) => candidate.name === name);
  if (!team) throw new Error(`no team named ${name}`);
  return team.id;
}

/** Creates a fresh pending schedule-change request, so each test owns the request it acts on. */
export async function createPendingScheduleRequest(email: string, scheduleName: string): Promise<number> {
  const { api, userId } = await apiSessionFor(email);
  const schedules = (await (await api.get('/api/work_schedules')).json()) as {
    'hydra:member': { id: number; name: string }[];
  };
  const schedule = schedules['hydra:member'].find((candidate) => candidate.name === scheduleName);
  if (!schedule) throw new Error(`no schedule named ${scheduleName}`);
  const created = await api.post('/api/user_schedules', {
    data: { user: `/api/users/${userId}`, schedule: `/api/work_schedules/${schedule.id}`, type: 1 },
  });
  if (created.status() !== 201) throw new Error(`creating the request failed: ${created.status()} ${await created.text()}`);
  const id = ((await created.json()) as { id: number }).id;
  await api.dispose();
  return id;
}

/** Creates a fresh active task in the team named `teamName`, as `email`, so each test owns the task it acts on. */
export async function createTeamTask(email: string, teamName: string, name: string): Promise<{ teamId: number; taskId: number; userId: number }> {
  const { api, userId } = await apiSessionFor(email);
  const teams = (await (await api.get('/api/teams')).json()) as { 'hydra:member': { id: number; name: string }[] };
  const team = teams['hydra:member'].find((candidate) => candidate.name === teamName);
  if (!team) throw new Error(`no team named ${teamName}`);
  const created = await api.post('/api/tasks', { data: { name, team: `/api/teams/${team.id}`, incident: false, status: '/api/task_statuses/1' } });
  if (created.status() !== 201) throw new Error(`creating the task failed: ${created.status()} ${await created.text()}`);
  const taskId = ((await created.json()) as { id: number }).id;
  await api.dispose();
  return { teamId: team.id, taskId, userId };
}

/** A fresh active task of `teamName` assigned to `email`, so the test owns what it works on. */
export async function createOwnTask(email: string, teamName: string, name: string): Promise<{ teamId: number; taskId: number }> {
  const { teamId, taskId, userId } = await createTeamTask(email, teamName, name);
  const { api } = await apiSessionFor(email);
  const assigned = await api.put(`/api/tasks/${taskId}/user/${userId}/add`);
  if (!assigned.ok()) throw new Error(`assigning the task failed: ${assigned.status()}`);
  await api.dispose();
  return { teamId, taskId };
}

/**
 * A closed one-minute work period of `email` on `taskId`, ended a moment ago, so today's times have a removable row.
 * A person's periods may not overlap: when an earlier test of theirs worked in that minute, the minute before is
 * tried, then every ten minutes further back (a clock of theirs may have run for a while).
 */
export async function addRecentPeriod(email: string, taskId: number): Promise<void> {
  const { api } = await apiSessionFor(email);
  const now = Date.now();
  for (let minutesBack = 0; ; minutesBack += minutesBack < 30 ? 1 : 10) {
    const endedAt = now - 1_000 - minutesBack * 60_000;
    const created = await api.post('/api/createTimeHistory', {
      data: { task: `/api/tasks/${taskId}`, subtask: null, startedAt: new Date(endedAt - 60_000).toISOString(), endedAt: new Date(endedAt).toISOString() },
    });
    if (created.ok()) break;
    const overlaps = created.status() === 422 && (await created.text()).includes('/validation_errors/overlap');
    if (!overlaps || minutesBack >= 600) throw new Error(`adding the period failed: ${created.status()} ${await created.text()}`);
  }
  await api.dispose();
}

const DAY_MS = 86_400_000;

/**
 * Creates a fresh pending holiday request of `email`, three days long, after
 * every request the user already has (the API refuses overlapping ones).
 */
export async function createPendingHolidayRequest(email: string): Promise<number> {
  const { api, userId } = await apiSessionFor(email);
  const existing = (await (await api.get(`/api/calendar_assignments?user=${userId}`)).json()) as { 'hydra:member': { end: string }[] };
  const latestEnd = Math.max(Date.now() + 60 * DAY_MS, ...existing['hydra:member'].map((request) => Date.parse(request.end)));
  const start = new Date(Math.ceil(latestEnd / DAY_MS) * DAY_MS + DAY_MS);
  const created = await api.post('/api/calendar_assignments', {
    data: { type: 1, start: start.toISOString(), end: new Date(start.getTime() + 3 * DAY_MS - 1000).toISOString() },
  });
  if (created.status() !== 201) throw new Error(`creating the holiday request failed: ${created.status()} ${await created.text()}`);
  const id = ((await created.json()) as { id: number }).id;
  await api.dispose();
  return id;
}

/** Creates a fresh pending justification of `email` (a sick-leave morning yesterday). */
export async function createPendingJustification(email: string, explanation: string): Promise<number> {
  const { api } = await apiSessionFor(email);
  const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS);
  const created = await api.post('/api/justifications', {
    data: { start: start.toISOString(), end: new Date(start.getTime() + DAY_MS - 1000).toISOString(), justifiedSeconds: 4 * 3600, reason_id: 2, explanation },
  });
  if (created.status() !== 201) throw new Error(`creating the justification failed: ${created.status()} ${await created.text()}`);
  const id = ((await created.json()) as { id: number }).id;
  await api.dispose();
  return id;
}
