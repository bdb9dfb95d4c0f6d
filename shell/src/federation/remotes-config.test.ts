import { isAccessRuleName } from '@portal/shared-ui';
import { checkAccessRules } from './check-access-rules';
import { parseRemotesConfig } from './remotes-config';

const approvals = {
  name: 'mf_approvals',
  entry: 'http://127.0.0.1:3101/mf-manifest.json',
  enabled: true,
  routes: [{ path: '/horarios/autorizar', access: 'maySeePendingRequests', deniedRedirect: '/login' }],
  nav: [{ label: 'Cambios de horario', path: '/horarios/autorizar', group: 'mi-equipo' }],
  widgets: [{ id: 'mf_approvals.pending-decisions', title: 'Pendiente de gestionar', access: 'maySeePendingRequests' }],
};

describe('parseRemotesConfig', () => {
  it('keeps a valid remote', () => {
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [approvals] });
    expect(config.problems).toEqual([]);
    expect(config.remotes).toEqual([approvals]);
  });

  it("drops a card that is not the remote's own or is repeated, keeping the remote", () => {
    const cards = [...approvals.widgets, { id: 'mf_profile.mine', title: 'Ajeno', access: 'isAuthenticated' }, approvals.widgets[0]];
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [{ ...approvals, widgets: cards }] });
    expect(config.remotes).toEqual([approvals]);
    expect(config.problems).toEqual([
      'Módulo mf_approvals: el widget mf_profile.mine no es del módulo o está repetido.',
      'Módulo mf_approvals: el widget mf_approvals.pending-decisions no es del módulo o está repetido.',
    ]);
  });

  it('gives a remote without cards an empty list', () => {
    const { widgets: _none, ...withoutCards } = approvals;
    expect(parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [withoutCards] }).remotes[0]?.widgets).toEqual([]);
  });

  it('refuses a file without a remotes list', () => {
    const config = parseRemotesConfig({ remotes: 'nope' });
    expect(config.remotes).toEqual([]);
    expect(config.problems).toEqual(['La configuración de módulos no es válida: falta la lista "remotes".']);
  });

  it('refuses an entry outside the allowed origins', () => {
    const config = parseRemotesConfig({
      allowedOrigins: ['http://127.0.0.1:3101'],
      remotes: [{ ...approvals, entry: 'https://cdn.example.com/mf-manifest.json' }],
    });
    expect(config.remotes).toEqual([]);
    expect(config.problems[0]).toContain('https://cdn.example.com');
  });

  it('refuses a fallback entry outside the allowed origins', () => {
    const config = parseRemotesConfig({
      allowedOrigins: ['http://127.0.0.1:3101'],
      remotes: [{ ...approvals, fallbackEntry: 'http://10.0.0.1/mf-manifest.json' }],
    });
    expect(config.remotes).toEqual([]);
  });

  it('defaults the denied redirect to /login and rejects other targets', () => {
    const routes = [
      { path: '/a', access: 'isAdmin' },
      { path: '/b', access: 'isAdmin', deniedRedirect: 'https://elsewhere' },
    ];
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [{ ...approvals, routes, nav: [] }] });
    expect(config.remotes[0]?.routes).toEqual([{ path: '/a', access: 'isAdmin', deniedRedirect: '/login' }]);
    expect(config.problems).toHaveLength(1);
  });

  it("drops a route another remote or the shell owns, with the reason, and keeps the remote's other routes", () => {
    const routes = [
      { path: '/horarios/autorizar', access: 'isAdmin', deniedRedirect: '/login' },
      { path: '/login', access: 'isAuthenticated', deniedRedirect: '/login' },
      { path: '/:page', access: 'isAuthenticated', deniedRedirect: '/login' },
      { path: '/encuestas', access: 'isAuthenticated', deniedRedirect: '/login' },
    ];
    const nav = [
      { label: 'Ajena', path: '/horarios/autorizar', group: 'mi-equipo' },
      { label: 'Encuestas', path: '/encuestas', group: 'mi-trabajo' },
    ];
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [approvals, { ...approvals, name: 'mf_other', routes, nav, widgets: [] }] });
    expect(config.remotes.map((remote) => remote.name)).toEqual(['mf_approvals', 'mf_other']);
    expect(config.remotes[0]).toEqual(approvals);
    expect(config.remotes[1]?.routes).toEqual([{ path: '/encuestas', access: 'isAuthenticated', deniedRedirect: '/login' }]);
    expect(config.remotes[1]?.nav).toEqual([{ label: 'Encuestas', path: '/encuestas', group: 'mi-trabajo' }]);
    expect(config.problems).toEqual([
      'Módulo mf_other: la ruta /horarios/autorizar ya pertenece a otro módulo.',
      'Módulo mf_other: la ruta /login es una página del portal.',
      'Módulo mf_other: la ruta /:page es una página del portal.',
    ]);
  });

  it('drops a route, its menu entry and a card whose access rule the portal does not know, keeping the rest', () => {
    const routes = [...approvals.routes, { path: '/encuestas', access: 'mayDoAnything', deniedRedirect: '/login' }];
    const nav = [...approvals.nav, { label: 'Encuestas', path: '/encuestas', group: 'mi-trabajo' }];
    const cards = [...approvals.widgets, { id: 'mf_approvals.surveys', title: 'Encuestas', access: 'mayDoAnything' }];
    const parsed = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [{ ...approvals, routes, nav, widgets: cards }] });
    const config = checkAccessRules(parsed, isAccessRuleName);
    expect(config.remotes).toEqual([approvals]);
    expect(config.problems).toEqual([
      'Módulo mf_approvals: regla de acceso desconocida "mayDoAnything" en /encuestas.',
      'Módulo mf_approvals: regla de acceso desconocida "mayDoAnything" en el widget mf_approvals.surveys.',
    ]);
  });

  it('says so of a remote whose screens could not be read, and keeps it without any', () => {
    const { routes: _unread, nav: _none, widgets: _cards, ...unread } = approvals;
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [unread] });
    expect(config.remotes).toEqual([{ ...unread, routes: [], nav: [], widgets: [] }]);
    expect(config.problems).toEqual(['Módulo mf_approvals: no se han podido leer sus pantallas de su manifiesto.']);
  });

  it('drops menu entries that are not routes of the remote', () => {
    const config = parseRemotesConfig({
      allowedOrigins: ['http://127.0.0.1:3101'],
      remotes: [{ ...approvals, nav: [{ label: 'Otra', path: '/otra', group: 'mi-equipo' }] }],
    });
    expect(config.remotes[0]?.nav).toEqual([]);
    expect(config.problems).toHaveLength(1);
  });

  it('requires enabled to be a boolean', () => {
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [{ ...approvals, enabled: 'yes' }] });
    expect(config.remotes).toEqual([]);
  });

  it('drops a menu entry or a card that names no section or no title, keeping the rest of the remote', () => {
    for (const nav of [[{ label: 'Cambios de horario', path: '/horarios/autorizar' }], [{ label: 'Cambios de horario', path: '/horarios/autorizar', group: 'otros' }]]) {
      const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [{ ...approvals, nav }] });
      expect(config.remotes).toEqual([{ ...approvals, nav: [] }]);
      expect(config.problems[0]).toMatch(/^Módulo mf_approvals: "nav\/0(\/group)?": (falta "group"|debe ser "mi-trabajo" o "mi-equipo" o "administracion")\.$/);
    }
    const cards = [{ id: 'mf_approvals.untitled', access: 'isAdmin' }, ...approvals.widgets];
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [{ ...approvals, widgets: cards }] });
    expect(config.remotes).toEqual([approvals]);
    expect(config.problems).toEqual(['Módulo mf_approvals: "widgets/0": falta "title".']);
  });

  it('keeps the place of a menu entry in its section', () => {
    const nav = [{ label: 'Cambios de horario', path: '/horarios/autorizar', group: 'mi-equipo', order: 20 }];
    const config = parseRemotesConfig({ allowedOrigins: ['http://127.0.0.1:3101'], remotes: [{ ...approvals, nav }] });
    expect(config.remotes[0]?.nav).toEqual(nav);
  });

  it('says in Spanish which field of the file is wrong', () => {
    const config = parseRemotesConfig({
      allowedOrigins: ['http://127.0.0.1:3101'],
      remotes: [{ ...approvals, colour: 'blue', routes: [{ path: '/a', access: 'isAdmin', deniedRedirect: '/elsewhere' }] }],
    });
    expect(config.remotes).toEqual([]);
    expect(config.problems).toEqual([
      'Módulo mf_approvals: "raíz": propiedad desconocida "colour".',
      'Módulo mf_approvals: "routes/0/deniedRedirect": debe ser "/login" o "/".',
    ]);
  });
});
