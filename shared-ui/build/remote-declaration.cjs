/**
 * What a remote declares of itself, read from its own `src/routes.tsx` and `src/cards.tsx` at build time and
 * written into its `mf-manifest.json` (`metaData.portal`): its routes (path, access rule, where a refused person
 * goes), its menu entries and its home cards. The shell takes a remote's screens from there, so a screen is
 * declared once, in the remote's folder.
 *
 * The two modules are compiled with swc and run in Node with `defineRemoteRoutes` / `defineRemoteCards`
 * answering their arguments: the declarations are plain data beside lazy imports that never run here. Other
 * packages (React, the API client…) are inert stand-ins, and a module of the remote that cannot run outside a
 * browser is one too: only the strings of the declarations are kept, and they are checked.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const MENU_GROUPS = ['mi-trabajo', 'mi-equipo', 'administracion'];
const DENIED_REDIRECTS = ['/login', '/'];
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts', '.js'];

/** Anything at all: every property, call and conversion answers another stand-in. */
function inert() {
  const target = () => undefined;
  return new Proxy(target, {
    get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : inert()),
    apply: () => inert(),
    construct: () => inert(),
  });
}

/** `define…` as the remote's module calls them: each declaration is noted, and the routes' factory answers it again. */
function declaring(noted) {
  return {
    defineRemoteRoutes: (name, screens) => {
      noted.push({ kind: 'routes', name, list: screens });
      return () => screens;
    },
    defineRemoteCards: (name, cards) => {
      noted.push({ kind: 'cards', name, list: cards });
      return cards;
    },
  };
}

function resolveLocal(from, request) {
  const base = path.resolve(path.dirname(from), request);
  const file = [base, ...EXTENSIONS.map((extension) => base + extension)].find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
  return file && /\.[cm]?[jt]sx?$/.test(file) ? file : null;
}

function runModule(file, cache, noted) {
  if (cache.has(file)) return cache.get(file).exports;
  const module = { exports: {} };
  cache.set(file, module);
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  });
  const localRequire = (request) => {
    if (request === '@portal/shared-ui') return new Proxy(declaring(noted), { get: (target, key) => target[key] ?? inert() });
    if (!request.startsWith('.')) return inert();
    const local = resolveLocal(file, request);
    if (!local) return inert();
    try {
      return runModule(local, cache, noted);
    } catch {
      // A module that needs a browser to run: its strings are not part of any declaration.
      return inert();
    }
  };
  new Function('require', 'module', 'exports', code)(localRequire, module, module.exports);
  return module.exports;
}

function declared(file, kind, name) {
  if (!existsSync(file)) return [];
  const noted = [];
  runModule(file, new Map(), noted);
  const found = noted.filter((declaration) => declaration.kind === kind);
  if (found.length !== 1) throw new Error(`${file}: expected one defineRemote${kind === 'routes' ? 'Routes' : 'Cards'}(…), found ${found.length}`);
  const [{ name: declaredName, list }] = found;
  if (declaredName !== name) throw new Error(`${file}: declares ${declaredName}, but the remote is ${name}`);
  return list;
}

const isText = (value) => typeof value === 'string' && value.length > 0;

function routeOf(file, screen) {
  const where = `${file}: screen ${String(screen?.screen)}`;
  if (!isText(screen?.path) || !screen.path.startsWith('/')) throw new Error(`${where}: its path must be an absolute path`);
  if (!isText(screen.access)) throw new Error(`${where}: it names no access rule`);
  if (!isText(screen.title)) throw new Error(`${where}: it has no title`);
  const deniedRedirect = screen.deniedRedirect ?? '/login';
  if (!DENIED_REDIRECTS.includes(deniedRedirect)) throw new Error(`${where}: deniedRedirect must be ${DENIED_REDIRECTS.join(' or ')}`);
  return { path: screen.path, access: screen.access, deniedRedirect };
}

function navOf(file, screen) {
  if (screen.nav === undefined) return [];
  const { group, order } = screen.nav;
  if (!MENU_GROUPS.includes(group)) throw new Error(`${file}: screen ${screen.screen}: nav.group must be one of ${MENU_GROUPS.join(', ')}`);
  const entry = { label: screen.navLabel ?? screen.title, path: screen.path, group };
  return [order === undefined ? entry : { ...entry, order }];
}

function cardOf(file, name, card) {
  if (!isText(card?.card) || !isText(card.title) || !isText(card.access)) throw new Error(`${file}: card ${String(card?.card)} needs a name, a title and an access rule`);
  return { id: `${name}.${card.card}`, title: card.title, access: card.access };
}

/**
 * `{ routes, nav, widgets }` of the remote in `appDir` (federation name `name`), as the remotes file's entries
 * used to write them: `widgets` are its home cards, under the field name of the manifests and remotes files already
 * released. Throws, naming the file and the screen, on a declaration the shell could not take.
 */
function readRemoteDeclaration(appDir, name) {
  const routesFile = path.join(appDir, 'src/routes.tsx');
  const cardsFile = path.join(appDir, 'src/cards.tsx');
  const screens = declared(routesFile, 'routes', name);
  return {
    routes: screens.map((screen) => routeOf(routesFile, screen)),
    nav: screens.flatMap((screen) => navOf(routesFile, screen)),
    widgets: declared(cardsFile, 'cards', name).map((card) => cardOf(cardsFile, name, card)),
  };
}

/** The manifest plugin's `additionalData`: the declaration goes into `metaData.portal`, read again on every build. */
function declarationIntoManifest(appDir, name) {
  return ({ stats }) => {
    stats.metaData.portal = readRemoteDeclaration(appDir, name);
    return stats;
  };
}

module.exports = { readRemoteDeclaration, declarationIntoManifest, MENU_GROUPS };
