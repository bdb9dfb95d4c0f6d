import type { SessionUser } from '@portal/shared-api';
import type { RemoteConfig } from '../federation/remotes-config';
import { activeNavPath, buildNavigation, groupNavigation, navTarget } from './build-navigation';

const approvals: RemoteConfig = {
  name: 'mf_approvals',
  entry: 'http://127.0.0.1:3101/mf-manifest.json',
  enabled: true,
  routes: [
    { path: '/horarios/autorizar', access: 'maySeePendingRequests', deniedRedirect: '/login' },
    { path: '/calendario/autorizar', access: 'maySeePendingRequests', deniedRedirect: '/login' },
    { path: '/incidencias', access: 'isAuthenticated', deniedRedirect: '/login' },
  ],
  nav: [
    { label: 'Cambios de horario', path: '/horarios/autorizar', group: 'mi-equipo', order: 20 },
    { label: 'Vacaciones pendientes', path: '/calendario/autorizar', group: 'mi-equipo', order: 10 },
    { label: 'Incidencias', path: '/incidencias', group: 'mi-trabajo', order: 30 },
  ],
};

const profile: RemoteConfig = {
  name: 'mf_profile',
  entry: 'http://127.0.0.1:3105/mf-manifest.json',
  enabled: true,
  routes: [
    { path: '/profile', access: 'isAuthenticated', deniedRedirect: '/login' },
    { path: '/calendario', access: 'isAuthenticated', deniedRedirect: '/login' },
    { path: '/times', access: 'isAuthenticated', deniedRedirect: '/login' },
  ],
  nav: [
    { label: 'Mi perfil', path: '/profile', group: 'mi-trabajo' },
    { label: 'Calendario', path: '/calendario', group: 'mi-trabajo', order: 20 },
    { label: 'Mis tiempos', path: '/times', group: 'mi-trabajo', order: 10 },
  ],
};

const orgAdmin: RemoteConfig = {
  name: 'mf_org_admin',
  entry: 'http://127.0.0.1:3102/mf-manifest.json',
  enabled: true,
  routes: [{ path: '/gestion_equipos/:id?', access: 'mayAdministerTeams', deniedRedirect: '/' }],
  nav: [{ label: 'Gestión de equipos', path: '/gestion_equipos/:id?', group: 'administracion' }],
};

const userWith = (roles: string[]) => ({ id: 1, email: 'x@empresa.es', roles, subdepartments: [] }) as unknown as SessionUser;
const member = userWith(['ROLE_USER']);
const admin = userWith(['ROLE_USER', 'ROLE_ADMIN']);

const sections = (remotes: RemoteConfig[], user: SessionUser) =>
  groupNavigation(buildNavigation(remotes, user)).map((group) => [group.title, group.items.map((item) => item.label)]);

describe('buildNavigation', () => {
  it('groups the entries into sections in the order of a day, whatever remote declares them', () => {
    expect(sections([approvals, profile, orgAdmin], admin)).toEqual([
      ['Mi trabajo', ['Inicio', 'Mis tiempos', 'Calendario', 'Incidencias', 'Mi perfil']],
      ['Mi equipo', ['Vacaciones pendientes', 'Cambios de horario']],
      ['Administración', ['Gestión de equipos']],
    ]);
  });

  it('leaves out a section with no entry the person may open', () => {
    expect(sections([approvals, profile, orgAdmin], member)).toEqual([['Mi trabajo', ['Inicio', 'Mis tiempos', 'Calendario', 'Incidencias', 'Mi perfil']]]);
  });

  it('hides every entry of a disabled remote, and its section with them', () => {
    expect(sections([{ ...approvals, enabled: false }, orgAdmin], admin)).toEqual([
      ['Mi trabajo', ['Inicio']],
      ['Administración', ['Gestión de equipos']],
    ]);
  });

  it('links an entry whose route has an optional id to the route without it', () => {
    expect(buildNavigation([orgAdmin], admin)).toContainEqual({ label: 'Gestión de equipos', path: '/gestion_equipos', group: 'administracion', route: '/gestion_equipos/:id?' });
    expect(navTarget('/profile/:idUser')).toBe('/profile/:idUser');
  });
});

describe('activeNavPath', () => {
  const paths = buildNavigation([approvals, profile, orgAdmin], admin);

  it('lights only the longest entry a page is under', () => {
    expect(activeNavPath(paths, '/calendario/autorizar')).toBe('/calendario/autorizar');
    expect(activeNavPath(paths, '/calendario')).toBe('/calendario');
    expect(activeNavPath(paths, '/horarios/autorizar')).toBe('/horarios/autorizar');
  });

  it("lights an entry on its screen's own pages, not on another screen under its path or one that only starts with the same letters", () => {
    expect(activeNavPath(paths, '/gestion_equipos/4')).toBe('/gestion_equipos');
    expect(activeNavPath(paths, '/calendarios')).toBeNull();
    expect(activeNavPath(paths, '/times/')).toBe('/times');
    expect(activeNavPath(paths, '/profile/7')).toBeNull();
    expect(activeNavPath(paths, '/profile')).toBe('/profile');
  });

  it('lights the home only on itself', () => {
    expect(activeNavPath(paths, '/user')).toBe('/user');
    expect(activeNavPath(paths, '/user/otra')).toBeNull();
    expect(activeNavPath(paths, '/board/3')).toBeNull();
  });
});
