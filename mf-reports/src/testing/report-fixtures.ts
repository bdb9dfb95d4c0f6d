/** Fixtures of this remote's screen tests: API bodies, callers and the screen over the real routes. */
import type { SessionUser } from '@portal/shared-api';
import { type Role, ROLES } from '@portal/shared-api/rules';
import { departmentBody, type FakeReply, type FakeRoutes, personBody, sessionUser, teamBody } from '@portal/shared-api/testing';
import { collection, ok, renderRoutes, signIn } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { createReportsRoutes } from '../routes';

export { collection, ok };

export const TECNOLOGIA = departmentBody(1, 'Tecnología');
export const OPERACIONES = departmentBody(2, 'Operaciones');
export const ARCHIVO = departmentBody(3, 'Archivo', { deleted: true });

const team = (id: number, name: string, departmentId: number) => teamBody(id, name, { department: `/api/departments/${departmentId}` });
export const SOPORTE = team(10, 'Soporte', 1);
export const REDES = team(11, 'Redes', 1);

export const person = (id: number, name: string) => personBody(id, name);

export const task = (id: number, name: string) => ({ id, name, createdAt: '2026-11-02T10:00:00+01:00', user: 'luis@empresa.es' });

export function caller(roles: Role[], overrides: Partial<SessionUser> = {}): SessionUser {
  return sessionUser({ id: 2, email: 'inspeccion@empresa.es', name: 'Inspección', roles: ['ROLE_USER', ...roles], ...overrides });
}

export const ADMIN = caller([ROLES.ADMIN], { email: 'admin@empresa.es' });
export const INSPECTOR = caller([ROLES.INSPECTOR]);

/** The 202 of every report request: the report goes to the caller's address. */
export const queued = (email = 'inspeccion@empresa.es'): FakeReply => ({ status: 202, data: { message: 'Informe en cola', email } });

/** The calls the screen makes for an admin or inspector: every live department, and Tecnología's teams. */
export const EVERYWHERE: FakeRoutes = {
  'GET /api/departments?deleted=false': () => collection([TECNOLOGIA, OPERACIONES]),
  'GET /api/teams?department=1&deleted=false': () => collection([SOPORTE, REDES]),
};

/** Signs `user` in and renders `/informes` with the given API answers. */
export async function renderReports(user: SessionUser, api: FakeRoutes) {
  await signIn({ user });
  const rendered = renderRoutes(createReportsRoutes(), { path: '/informes', api });
  await screen.findByRole('heading', { name: 'Solicitudes de informes' });
  return rendered;
}

/** One report's section of the screen, to query inside it. */
export const section = (title: string) => within(screen.getByRole('region', { name: title }));
