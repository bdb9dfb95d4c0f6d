/**
 * Contract check: every remote of the workspace (each `mf-*` folder with a
 * `src/routes.tsx`, found here, not listed by hand), as built from its source,
 * satisfies what its build declares in its manifest (the screens the shell then
 * offers) and the anatomy of `docs/remote-anatomy.md`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAccessRuleName, isRouteLoadError, type RemoteCard, type RemoteCardsModule, type RemoteRouteObject, routeLoadError } from '@portal/shared-ui';
import { signIn } from '@portal/shared-ui/testing';
import path from 'node:path';
import type { SessionUser } from '@portal/shared-api';
import { ROLES } from '@portal/shared-api/rules';
import { loaderCalls } from '../testing/loader-calls';
import { servedRemotesFile } from '../testing/served-remotes-file';
import { checkAccessRules } from './check-access-rules';
import { checkRemoteAnatomy, everyRoute } from './check-remote-anatomy';
import { checkRemoteRoutes } from './check-remote-routes';
import { checkRemoteCards, HOME_CARDS_EXPOSE } from './check-remote-cards';
import { parseRemotesConfig, type RemoteConfig } from './remotes-config';

const workspace = path.join(__dirname, '../../..');

/** `mf-system-tools` → `mf_system_tools`, the federation name its webpack config gives it. */
const federationName = (folder: string) => folder.replaceAll('-', '_');

const remoteFolders = readdirSync(workspace).filter((folder) => folder.startsWith('mf-') && existsSync(path.join(workspace, folder, 'src/routes.tsx')));

// Loaded the way jest loads any module; each folder's `./routes` is what the shell loads through federation.
const routesOf = (folder: string): RemoteRouteObject[] => (require(path.join(workspace, folder, 'src/routes')) as { routes: RemoteRouteObject[] }).routes;

/** A remote's home cards, as its `./widgets` exports them (none when it has no `src/cards.tsx`). */
const cardsOf = (folder: string): RemoteCard[] =>
  existsSync(path.join(workspace, folder, 'src/cards.tsx')) ? (require(path.join(workspace, folder, 'src/cards')) as RemoteCardsModule).widgets : [];

/** What `docs/remote-anatomy.md` allows at the top of a remote's `src/`. */
const SRC_ENTRIES = new Set(['index.ts', 'routes.tsx', 'parcel.tsx', 'cards.tsx', 'standalone', 'screens', 'cards', 'components', 'data', 'testing']);

// The screens each remote's build writes into its manifest (`metaData.portal`), as the shell's server adds them.
const config = checkAccessRules(parseRemotesConfig(servedRemotesFile()), isAccessRuleName);

const configOf = (folder: string): RemoteConfig => {
  const remote = config.remotes.find((candidate) => candidate.name === federationName(folder));
  if (!remote) throw new Error(`${folder} is not in the remotes file`);
  return remote;
};

/** Someone every access rule lets in, so each loader takes its widest path. */
const EVERY_ROLE_USER = {
  '@id': '/api/users/1',
  id: 1,
  email: 'admin@empresa.es',
  name: 'Admin',
  timezone: 'Europe/Madrid',
  roles: Object.values(ROLES),
  departments: [],
  encargadoDepartments: [],
  encargadoTeams: [],
  subdepartments: [],
  teams: [],
} as unknown as SessionUser;

describe("the default remotes file, the workspace's remotes and what their builds declare", () => {
  it('has no configuration problems', () => {
    expect(config.problems).toEqual([]);
  });

  it('finds the remotes of the workspace, and each is in the remotes file', () => {
    expect(remoteFolders.length).toBeGreaterThan(0);
    expect(remoteFolders.map(federationName).sort()).toEqual(config.remotes.map((remote) => remote.name).sort());
  });

  describe.each(remoteFolders)('%s', (folder) => {
    it('exports the routes the shell expects', () => {
      expect(checkRemoteRoutes(configOf(folder), { routes: routesOf(folder) })).toMatchObject({ ok: true });
    });

    it('follows the anatomy: prefixed ids, routeLoadError boundaries, the paths, access rules and menu labels its build declares', () => {
      expect(checkRemoteAnatomy(configOf(folder), routesOf(folder), isRouteLoadError)).toEqual([]);
    });

    it('has only the folders and files of the anatomy at the top of src/', () => {
      expect(readdirSync(path.join(workspace, folder, 'src')).filter((entry) => !SRC_ENTRIES.has(entry))).toEqual([]);
    });

    it('offers the cards its build declares, with their titles and access rules, and no others', () => {
      const cards = cardsOf(folder);
      expect(checkRemoteCards(configOf(folder), { widgets: cards })).toMatchObject({ ok: true });
      expect(cards.map((card) => card.id)).toEqual((configOf(folder).widgets ?? []).map((card) => card.id));
      const exposed = readFileSync(path.join(workspace, folder, 'webpack.config.cjs'), 'utf8').includes(`'./${HOME_CARDS_EXPOSE}': './src/cards.tsx'`);
      expect(exposed).toBe(cards.length > 0);
    });

    it("imports its cards' folders into one chunk, fetched in one request when the first card shows", () => {
      const file = path.join(workspace, folder, 'src/cards.tsx');
      const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const imports = source.match(/import\((?:\/\*[^*]*\*\/\s*)?'[^']+'\)/g) ?? [];
      expect(imports).toHaveLength(cardsOf(folder).length);
      for (const folderImport of imports) expect(folderImport).toContain('/* webpackChunkName: "home-cards" */');
    });

    it('passes the request signal to every API call its loaders make', async () => {
      await signIn({ user: EVERY_ROLE_USER });
      for (const { route, fullPath } of everyRoute(routesOf(folder))) {
        const calls = await loaderCalls(route, fullPath);
        if (calls === null) continue;
        expect({ route: route.id, calls: calls.length > 0 }).toEqual({ route: route.id, calls: true });
        expect({ route: route.id, withoutSignal: calls.filter((call) => !call.carriesSignal) }).toEqual({ route: route.id, withoutSignal: [] });
      }
    });
  });
});

describe.each(remoteFolders)('the checks themselves on %s', (folder) => {
  const remote = () => configOf(folder);

  it('refuse a module whose access rule differs from the configuration', () => {
    const tampered = routesOf(folder).map((route) => ({
      ...route,
      handle: { ...route.handle, access: route.handle.access === 'isAuthenticated' ? ('isAdmin' as const) : ('isAuthenticated' as const) },
    }));
    expect(checkRemoteRoutes(remote(), { routes: tampered })).toMatchObject({ ok: false });
    expect(checkRemoteAnatomy(remote(), tampered, isRouteLoadError)).not.toEqual([]);
  });

  it('name a route without the prefix, with its own error component, or with a menu label of its own', () => {
    const [first, ...others] = routesOf(folder);
    if (!first) throw new Error('no route');
    const drifted = [{ ...first, id: 'screen', ErrorBoundary: () => null, handle: { ...first.handle, title: 'Otro', navLabel: 'Otro' } }, ...others];
    const problems = checkRemoteAnatomy(remote(), drifted, isRouteLoadError);
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('does not start with'), expect.stringContaining('not made by routeLoadError')]));
    if (remote().nav.some((entry) => entry.path === first.path)) expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('the menu says')]));
  });

});

describe('the checks of cards and loaders', () => {
  it('refuse cards that drift from the remotes file', () => {
    const remote = config.remotes.find((candidate) => (candidate.widgets ?? []).length > 0);
    if (!remote) throw new Error('no remote offers cards');
    const folder = remote.name.replaceAll('_', '-');
    const cards = cardsOf(folder);
    expect(checkRemoteCards(remote, { widgets: cards.slice(1) })).toMatchObject({ ok: false });
    expect(checkRemoteCards(remote, { widgets: cards.map((card) => ({ ...card, access: 'isAdmin' })) })).toMatchObject({ ok: false });
    expect(checkRemoteCards(remote, { widgets: cards.map((card) => ({ ...card, Component: undefined })) })).toMatchObject({ ok: false });
    expect(checkRemoteCards(remote, {})).toEqual({ ok: false, reason: 'El módulo no exporta sus widgets.' });
  });

  it('see a loader call made without the request signal', async () => {
    const route: RemoteRouteObject = {
      id: 'mf_x.forgetful',
      path: '/x',
      handle: { title: 'X', access: 'isAuthenticated' },
      ErrorBoundary: routeLoadError({ title: 'X', message: 'No' }),
      loader: async () => (await fetchTeams()).data,
    };
    const calls = await loaderCalls(route, '/x');
    expect(calls).toEqual([{ key: 'GET teams', carriesSignal: false }]);
  });
});

async function fetchTeams() {
  const { apiClient } = await import('@portal/shared-api');
  return apiClient.get('teams');
}
