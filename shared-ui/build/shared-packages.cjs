/**
 * The portal's shared singletons, in the two forms Module Federation takes them:
 * the plugin's `shared` block (every remote) and the runtime's `shared` option
 * (the shell, a runtime-only host). Both come from one list, so a remote and
 * the shell can never disagree on what is shared or at which version.
 *
 * Versions are read from the installed packages (pinned once in the pnpm
 * catalog), and every shared module is a singleton: two copies of React, the
 * router or the jotai store would split the session and the toaster between
 * the shell and a remote.
 *
 * Only what must be one instance portal-wide is here: React, the router, the
 * store, the session, the API client with the live feed and the home cards'
 * query cache (`@portal/shared-api`), the query library whose hooks read that
 * cache and whose error-reset context the shell's cards provide
 * (`@tanstack/react-query`), the toaster. `@portal/shared-ui` (components,
 * formatting, texts, route helpers) holds no state of its own and is not
 * shared: each remote bundles the version it was built with, so it can use a
 * new component before the shell is deployed again.
 */

/** Packages shared as singletons, with the deep entry points React 19 and jotai import. */
const SHARED_PACKAGES = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router', 'react-router/dom'],
  'react-router-dom': ['react-router-dom'],
  jotai: ['jotai', 'jotai/vanilla', 'jotai/react', 'jotai/utils', 'jotai/vanilla/utils', 'jotai/react/utils'],
  axios: ['axios'],
  'react-hot-toast': ['react-hot-toast'],
  dayjs: ['dayjs', 'dayjs/plugin/customParseFormat', 'dayjs/plugin/utc', 'dayjs/plugin/timezone'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@portal/shared-api': ['@portal/shared-api', '@portal/shared-api/react'],
};

function installedVersion(appDir, packageName) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir, __dirname] });
  return require(manifest).version;
}

/**
 * The range a remote accepts of a shared package: the portal's own packages follow semantic versioning, so a remote
 * built against 1.2.0 runs on a shell with 1.3.0 (an addition) but not 1.1.0 (the export it uses may be missing) or
 * 2.0.0; third-party singletons stay pinned exactly, as the catalog pins them.
 */
const acceptedRange = (packageName, version) => (packageName.startsWith('@portal/') ? `^${version}` : version);

/** Every shared entry point with its share rules. */
function sharedEntries(appDir) {
  return Object.entries(SHARED_PACKAGES).flatMap(([packageName, entries]) => {
    const version = installedVersion(appDir, packageName);
    const shareConfig = { singleton: true, requiredVersion: acceptedRange(packageName, version), strictVersion: true, eager: false };
    return entries.map((entry) => ({ entry, version, shareConfig }));
  });
}

/**
 * What a shell build provides to remotes (`platform.json`, served as `/config/platform.json`): every shared entry point
 * with its version. The remote registry's compatibility gate holds a release's manifest `shared` list against it.
 */
function platformOf(appDir) {
  return { shared: sharedEntries(appDir).map(({ entry, version }) => ({ name: entry, version })) };
}

/** The plugin's `shared` block of a remote. */
function createSharedConfig(appDir) {
  return Object.fromEntries(sharedEntries(appDir).map(({ entry, version, shareConfig }) => [entry, { ...shareConfig, version }]));
}

/**
 * Source of the shell's `virtual:portal-shared-modules`: the runtime's `shared`
 * option, each module provided lazily from the shell's own bundle. A static
 * `import()` resolves exactly as the shell's own imports do (same conditions,
 * same module, already loaded when the shell uses it), so a remote gets the
 * shell's React, router, store and toaster, never a copy. A CommonJS package
 * arrives as webpack's namespace object (`default` and every export), which a
 * remote's consume code reads like the package itself.
 */
function hostSharedModulesSource(appDir) {
  const lines = sharedEntries(appDir).map(({ entry, version, shareConfig }) => {
    const id = JSON.stringify(entry);
    return `  ${id}: { version: ${JSON.stringify(version)}, shareConfig: ${JSON.stringify(shareConfig)}, get: () => import(${id}).then((module) => () => module) },`;
  });
  return `export const sharedModules = {\n${lines.join('\n')}\n};\n`;
}

module.exports = { SHARED_PACKAGES, createSharedConfig, hostSharedModulesSource, platformOf };
