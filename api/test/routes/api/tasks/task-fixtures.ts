/** Lookups and small builders shared by the task, subtask and message tests; every test makes its own rows. */
import assert from 'node:assert/strict';
import type { TestApp } from '../../../helper.ts';
import { ACCOUNTS, members } from '../../../helper.ts';

export type TaskFixtures = Awaited<ReturnType<typeof taskFixtures>>;

export async function taskFixtures({ app, injectWithLogin }: TestApp) {
  const teamIds = new Map<string, number>();
  const userIds = new Map<string, number>();
  for (const team of members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/teams' }))) teamIds.set(String(team.name), team.id);
  for (const user of members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/users' }))) userIds.set(String(user.email), user.id);

  const team = (name: string) => {
    const id = teamIds.get(name);
    assert.ok(id, `no team ${name}`);
    return id;
  };
  const user = (email: string) => {
    const id = userIds.get(email);
    assert.ok(id, `no user ${email}`);
    return id;
  };
  /** A task created through the API by `email` (a member or manager of the team), or an incident. */
  const createTask = async (email: string, teamName: string, name: string, incident = false): Promise<number> => {
    const response = await injectWithLogin(email, {
      method: 'POST',
      url: '/api/tasks',
      payload: { name, team: `/api/teams/${team(teamName)}`, incident, status: '/api/task_statuses/1' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id;
  };
  const taskRow = async (id: number) => (await app.db.query('SELECT * FROM tasks WHERE id = $1', [id]))[0] as Record<string, unknown>;
  const patch = (email: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    injectWithLogin(email, { method: 'PATCH', url, payload: payload as object, headers: { 'content-type': 'application/merge-patch+json', ...headers } });

  return { team, user, createTask, taskRow, patch };
}
