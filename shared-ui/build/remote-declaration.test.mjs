/** A remote's screens as its build writes them into its manifest, read from its own routes.tsx and cards.tsx. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { readRemoteDeclaration } = require('./remote-declaration.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));

const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A remote folder with these files under `src/`. */
function remote(files) {
  const appDir = mkdtempSync(path.join(tmpdir(), 'mf-declared-'));
  folders.push(appDir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appDir, 'src', name)), { recursive: true });
    writeFileSync(path.join(appDir, 'src', name), text);
  }
  return appDir;
}

const ROUTES = `
import { defineRemoteRoutes } from '@portal/shared-ui';
import { PATHS } from './components/paths';
import { browserOnly } from './components/browser-only';

export const createSurveyRoutes = defineRemoteRoutes('mf_surveys', [
  { screen: 'list', path: PATHS.list, title: 'Encuestas', access: 'isAuthenticated', nav: { group: 'mi-trabajo', order: 5 }, loadError: browserOnly, load: () => import('./screens/List') },
  { screen: 'admin', path: \`\${PATHS.list}/gestion\`, title: 'Gestión de encuestas', navLabel: 'Gestionar encuestas', access: 'isAdmin', deniedRedirect: '/', nav: { group: 'administracion' }, loadError: 'x', load: () => import('./screens/Admin'),
    children: [{ screen: 'one', path: ':id', loadError: 'x', load: () => import('./screens/One') }] },
  { screen: 'answer', path: '/encuestas/:id', title: 'Responder', access: 'isAuthenticated', loadError: 'x', load: () => import('./screens/Answer') },
]);
export const routes = createSurveyRoutes();
`;

describe('readRemoteDeclaration', () => {
  it("answers the routes, menu entries and home cards a remote's own modules declare, paths from its constants included", () => {
    const appDir = remote({
      'routes.tsx': ROUTES,
      'components/paths.ts': "export const PATHS = { list: '/encuestas' } as const;",
      // A module that needs a browser: it must not stop the build.
      'components/browser-only.ts': "export const browserOnly = window.location.href; throw new Error('no window');",
      'cards.tsx': `
import { defineRemoteCards } from '@portal/shared-ui';
import { openQuery } from './cards/Open/open.data';
export const widgets = defineRemoteCards('mf_surveys', [
  { card: 'open', title: 'Encuestas abiertas', access: 'isAuthenticated', load: () => import('./cards/Open'), query: openQuery },
]);`,
      'cards/Open/open.data.ts':
        "import { apiClient } from '@portal/shared-api';\nimport { cardQuery } from '@portal/shared-ui';\nexport const openQuery = cardQuery('mf_surveys.open', () => apiClient.get('surveys'), ['surveys']);",
    });
    assert.deepEqual(readRemoteDeclaration(appDir, 'mf_surveys'), {
      routes: [
        { path: '/encuestas', access: 'isAuthenticated', deniedRedirect: '/login' },
        { path: '/encuestas/gestion', access: 'isAdmin', deniedRedirect: '/' },
        { path: '/encuestas/:id', access: 'isAuthenticated', deniedRedirect: '/login' },
      ],
      nav: [
        { label: 'Encuestas', path: '/encuestas', group: 'mi-trabajo', order: 5 },
        { label: 'Gestionar encuestas', path: '/encuestas/gestion', group: 'administracion' },
      ],
      widgets: [{ id: 'mf_surveys.open', title: 'Encuestas abiertas', access: 'isAuthenticated' }],
    });
  });

  it('refuses, naming the file and the screen, a screen without an access rule, a relative path, an unknown menu section or another remote', () => {
    const screen = (fields) =>
      `import { defineRemoteRoutes } from '@portal/shared-ui';\nexport const createRoutes = defineRemoteRoutes('mf_surveys', [{ screen: 'list', title: 'Encuestas', load: () => import('./x'), ${fields} }]);`;
    const cases = [
      [screen("path: '/encuestas'"), /routes\.tsx: screen list: it names no access rule/],
      [screen("path: 'encuestas', access: 'isAuthenticated'"), /screen list: its path must be an absolute path/],
      [screen("path: '/encuestas', access: 'isAuthenticated', nav: { group: 'otros' }"), /nav\.group must be one of/],
      [screen("path: '/encuestas', access: 'isAuthenticated', deniedRedirect: '/user'"), /deniedRedirect must be/],
      [screen("path: '/encuestas', access: 'isAuthenticated'").replace("'mf_surveys'", "'mf_other'"), /declares mf_other, but the remote is mf_surveys/],
    ];
    for (const [routes, refusal] of cases) assert.throws(() => readRemoteDeclaration(remote({ 'routes.tsx': routes }), 'mf_surveys'), refusal);
  });
});

describe("a remote's build configuration", () => {
  it("writes the remote's declaration into its manifest's metaData, read anew on every build", async () => {
    const appDir = path.join(here, '../../mf-reports');
    const config = require(path.join(appDir, 'webpack.config.cjs'))({}, { mode: 'production' });
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    const stats = { metaData: { name: 'mf_reports' } };
    const written = await federation._options.manifest.additionalData({ stats });
    assert.deepEqual(written.metaData.portal, readRemoteDeclaration(appDir, 'mf_reports'));
    assert.deepEqual(written.metaData.portal.routes, [{ path: '/informes', access: 'maySeeReports', deniedRedirect: '/login' }]);
    assert.deepEqual(written.metaData.portal.nav, [{ label: 'Informes', path: '/informes', group: 'mi-equipo', order: 60 }]);
  });
});
