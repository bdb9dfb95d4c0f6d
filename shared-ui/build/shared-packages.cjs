/**
 * The portal's shared singletons, in the two forms Module Federation takes them:
 * the plugin's `shared` block (every remote) and the runtime's `shared` option
 * (the shell, a runtime-only host). Both come from one list, so a remote and
 * the shell can never disagree on what is shared or at which version.
 *
 * Versions are read from the installed packages (pinned once in the pnpm
 * catalog), and every shared module is an exact-version singleton: two copies
 * of React, the router or the jotai store would split the session and the
 * toaster between the shell and a remote.
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
  '@portal/shared-api': ['@portal/shared-api', '@portal/shared-api/react'],
  '@portal/shared-ui': ['@portal/shared-ui'],
};

function installedVersion(appDir, packageName) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir, __dirname] });
  return require(manifest).version;
}

/** Every shared entry point with its share rules. */
function sharedEntries(appDir) {
  return Object.entries(SHARED_PACKAGES).flatMap(([packageName, entries]) => {
    const version = installedVersion(appDir, packageName);
    return entries.map((entry) => ({ entry, version, shareConfig: { singleton: true, requiredVersion: version, strictVersion: true, eager: false } }));
  });
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

module.exports = { SHARED_PACKAGES, createSharedConfig, hostSharedModulesSource };
