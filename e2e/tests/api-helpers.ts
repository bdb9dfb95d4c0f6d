import { type APIRequestContext, request } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

const SHELL_URL = 'http://127.0.0.1:8080';

/** An API session of its own (not the page's), going through the shell's same-origin proxy. */
export async function apiSessionFor(email: string): Promise<{ api: APIRequestContext; userId: number }> {
  const api = await request.newContext({ baseURL: SHELL_URL, extraHTTPHeaders: { Origin: SHELL_URL } });
  const response = await api.post('/api/login', { data: { username: email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`login ${email} failed: ${response.status()}`);
  const body = (await response.json()) as { user: { id: number } };
  return { api, userId: body.user.id };
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
