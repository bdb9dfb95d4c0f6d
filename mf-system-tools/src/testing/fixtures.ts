/** Shared data and shortcuts of this remote's screen tests (the harness itself is shared-ui's). */
import type { SessionUser } from '@portal/shared-api';
import { type FakeRoutes, sessionUser } from '@portal/shared-api/testing';
import { renderRoutes, signIn } from '@portal/shared-ui/testing';
import { createSystemToolsRoutes } from '../routes';

export const SYS_ADMIN = sessionUser({ id: 3, email: 'sistemas@empresa.es', roles: ['ROLE_USER', 'ROLE_SYS_ADMIN'] });
export const ADMIN = sessionUser({ id: 1, email: 'admin@empresa.es', roles: ['ROLE_USER', 'ROLE_ADMIN'] });
export const TECH_MANAGER = sessionUser({
  id: 2,
  email: 'dpto.tecnologia@empresa.es',
  roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'],
  encargadoDepartments: [{ '@id': '/api/departments/1', id: 1, name: 'Tecnología', logo: null, deleted: false }],
});

/** Puts `user` in the session store, as a restored session would. */
export const logInAs = (user: SessionUser) => signIn({ user });

/** Renders this remote's routes at `path` over the given HTTP answers. */
export const renderAt = (path: string, api: FakeRoutes) => renderRoutes(createSystemToolsRoutes(), { path, api });

/** A 422 of the API (docs/api-contract.md §1.7) with one violation. */
export const violation = (propertyPath: string, message: string) => ({
  status: 422,
  data: { '@type': 'ConstraintViolationList', 'hydra:description': `${propertyPath}: ${message}`, violations: [{ propertyPath, message }] },
});
