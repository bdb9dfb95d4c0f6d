import type { SessionUser } from '@portal/shared-api';
import type { RemoteConfig } from '../federation/remotes-config';
import { buildNavigation, navTarget } from './build-navigation';

const remote: RemoteConfig = {
  name: 'mf_approvals',
  entry: 'http://127.0.0.1:3101/mf-manifest.json',
  enabled: true,
  routes: [{ path: '/horarios/autorizar', access: 'maySeePendingRequests', deniedRedirect: '/login' }],
  nav: [{ label: 'Cambios de horario', path: '/horarios/autorizar' }],
};

const userWith = (roles: string[]) => ({ id: 1, email: 'x@empresa.es', roles, subdepartments: [] }) as unknown as SessionUser;

describe('buildNavigation', () => {
  it('offers a remote entry to a user its rule admits', () => {
    expect(buildNavigation([remote], userWith(['ROLE_USER', 'ROLE_ADMIN'])).map((item) => item.label)).toEqual([
      'Inicio',
      'Cambios de horario',
    ]);
  });

  it('hides it from a user the rule refuses', () => {
    expect(buildNavigation([remote], userWith(['ROLE_USER'])).map((item) => item.label)).toEqual(['Inicio']);
  });

  it('links an entry whose route has an optional id to the route without it', () => {
    const withOptionalId: RemoteConfig = {
      ...remote,
      routes: [{ path: '/gestion_equipos/:id?', access: 'mayAdministerTeams', deniedRedirect: '/' }],
      nav: [{ label: 'Gestión de equipos', path: '/gestion_equipos/:id?' }],
    };
    expect(buildNavigation([withOptionalId], userWith(['ROLE_ADMIN']))).toContainEqual({ label: 'Gestión de equipos', path: '/gestion_equipos' });
    expect(navTarget('/profile/:idUser')).toBe('/profile/:idUser');
  });

  it('hides every entry of a disabled remote', () => {
    expect(buildNavigation([{ ...remote, enabled: false }], userWith(['ROLE_ADMIN'])).map((item) => item.label)).toEqual(['Inicio']);
  });
});
