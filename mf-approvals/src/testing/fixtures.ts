/** Shared data and shortcuts of this remote's screen tests (the harness itself is shared-ui's). */
import { resetAllStores, type SessionUser } from '@portal/shared-api';
import { renderRoutes, signIn } from '@portal/shared-ui/testing';
import { act } from '@testing-library/react';
import { createApprovalsRoutes } from '../routes';

export const ANA: Partial<SessionUser> = {
  '@id': '/api/users/7',
  id: 7,
  email: 'ana.garcia@empresa.es',
  name: 'Ana García',
  roles: ['ROLE_USER'],
  departments: [
    { '@id': '/api/departments/1', id: 1, name: 'Tecnología', logo: null, deleted: false },
    { '@id': '/api/departments/2', id: 2, name: 'Operaciones', logo: null, deleted: false },
  ],
  encargadoDepartments: [],
  encargadoTeams: [],
  subdepartments: [],
  teams: [],
};

/** A manager of Tecnología who may decide on calendars and justifications. */
export const MANAGER: Partial<SessionUser> = {
  ...ANA,
  '@id': '/api/users/2',
  id: 2,
  email: 'dpto.tecnologia@empresa.es',
  name: 'Marta Ruiz',
  roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'],
  encargadoDepartments: ANA.departments?.slice(0, 1) ?? [],
};

/** Puts `user` in the session store, as a restored session would. */
export const logInAs = (user: Partial<SessionUser>) => signIn({ user: user as SessionUser });

export const logOut = () => act(() => resetAllStores());

/** Renders this remote's routes at `path` over the HTTP answers given to `fakeApi`. */
export const renderAt = (path: string) => renderRoutes(createApprovalsRoutes(), { path }).router;
