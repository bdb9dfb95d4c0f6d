/**
 * The one jest configuration factory of the workspace: every package's
 * `jest.config.cjs` is `module.exports = createJestConfig(__dirname)`.
 *
 * Tests run in jsdom (plus Node's fetch classes); TypeScript and JSX are
 * compiled by @swc/jest (tsc only does `--noEmit` checks), and so are ESM-only
 * dependencies, because jest still loads test code as CommonJS.
 */
const path = require('node:path');

/** Packages that ship only ES modules; extend through `options.esmPackages`. */
const ESM_ONLY_PACKAGES = ['jotai'];

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * pnpm stores a package twice in its path: `node_modules/.pnpm/<name>@<version>/`
 * (a scope's slash written as `+`) and then `node_modules/<name>/`. A file is left
 * untransformed when any `node_modules/` in its path is followed by something other
 * than an ESM-only package.
 */
function transformIgnorePattern(esmPackages) {
  const storeNames = esmPackages.map((name) => `${escapeRegExp(name.replace('/', '+'))}@`);
  const packageNames = esmPackages.map((name) => `${escapeRegExp(name)}/`);
  return `/node_modules/(?!\\.pnpm/(?:${storeNames.join('|')})|(?:${packageNames.join('|')}))`;
}

function swcTransform(packageDir, syntax) {
  const parser = syntax === 'typescript' ? { syntax: 'typescript', tsx: true } : { syntax: 'ecmascript', jsx: true };
  return [
    require.resolve('@swc/jest', { paths: [packageDir] }),
    {
      jsc: {
        parser,
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ];
}

/**
 * Node globals jsdom lacks or replaces with versions Node's own fetch classes reject
 * (react-router's data routers build a `Request` with an `AbortSignal` and a
 * `URLSearchParams` body). jsdom keeps its own `FormData` and `Blob`, which take
 * DOM forms and files.
 */
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
  'structuredClone',
];

/**
 * The jsdom environment with `NODE_GLOBALS` attached. A constructor returning the
 * instance it built, because jest-environment-jsdom is resolved from the package
 * under test (pnpm installs none at the workspace root).
 */
function PortalJsdomEnvironment(config, context) {
  const jsdomEnvironmentPath = require.resolve('jest-environment-jsdom', { paths: [config.projectConfig.rootDir] });
  const { default: JsdomEnvironment } = require(jsdomEnvironmentPath);
  const environment = new JsdomEnvironment(config, context);
  for (const name of NODE_GLOBALS) environment.global[name] = globalThis[name];
  return environment;
}

/**
 * @param {string} packageDir the package's folder (the `__dirname` of its jest.config.cjs)
 * @param {{ esmPackages?: string[] } & Record<string, unknown>} [options] extra ESM-only packages, and jest options to override
 */
function createJestConfig(packageDir, options = {}) {
  const { esmPackages = [], ...overrides } = options;
  // Dates render in the browser's zone: pin the portal's reference zone so results do not
  // depend on the machine. Set before jest starts its workers, which inherit it.
  process.env.TZ = 'Europe/Madrid';
  return {
    rootDir: packageDir,
    testEnvironment: __filename,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // The shared setup file lives at the workspace root, where pnpm installs no test
    // libraries: let it resolve them from the package under test.
    modulePaths: [path.join(packageDir, 'node_modules')],
    transform: {
      '^.+\\.(ts|tsx)$': swcTransform(packageDir, 'typescript'),
      '^.+\\.(js|mjs|jsx)$': swcTransform(packageDir, 'ecmascript'),
    },
    transformIgnorePatterns: [transformIgnorePattern([...ESM_ONLY_PACKAGES, ...esmPackages])],
    // Styles mean nothing in jsdom; any module will do, and this file saves a stub file.
    moduleNameMapper: { '\\.css$': __filename },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    clearMocks: true,
    restoreMocks: true,
    // Screen tests type and click through whole forms; on a busy 2-core CI machine one can
    // take longer than jest's 5 s default without anything being wrong.
    testTimeout: 20_000,
    ...overrides,
  };
}

// jest loads the `default` export of `testEnvironment`; packages require `createJestConfig`.
module.exports = { __esModule: true, default: PortalJsdomEnvironment, createJestConfig };
