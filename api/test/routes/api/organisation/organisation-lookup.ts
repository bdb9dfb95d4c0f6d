import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNTS, members, type TestApp } from '../../../helper.ts';

type Inject = TestApp['injectWithLogin'];

/** Finds seeded items by name and e-mail, as an admin sees them. */
export function organisationLookup(injectWithLogin: Inject) {
  const idOf = async (url: string, matches: (item: Record<string, unknown>) => boolean) => {
    const found = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).find(matches);
    if (!found) throw new Error(`nothing in ${url} matched`);
    return found.id;
  };
  return {
    teamId: (name: string) => idOf('/api/teams', (team) => team.name === name),
    departmentId: (name: string) => idOf('/api/departments', (department) => department.name === name),
    subdepartmentId: (name: string) => idOf('/api/subdepartments', (sub) => sub.name === name),
    userId: (email: string) => idOf(`/api/users?email=${encodeURIComponent(email)}`, (user) => user.email === email),
  };
}

/** The Spanish message of an error response. */
export const errorOf = (response: LightMyRequestResponse): string => response.json().error;
