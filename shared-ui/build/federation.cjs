/**
 * The one webpack + Module Federation configuration factory of the portal.
 *
 * Every app (the shell and each remote) builds through `createFederatedConfig`
 * so the shared singletons, their exact versions, the loaders and the output
 * layout cannot drift between independently deployed bundles.
 *
 * Versions are read from the installed packages (pinned once in the pnpm
 * catalog), and every shared module is an exact-version singleton: two copies
 * of React, the router or the jotai store would split the session and the
 * toaster between the shell and a remote.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

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

/** The `shared` block: identical for the shell and every remote. */
function createSharedConfig(appDir) {
  const shared = {};
  for (const [packageName, entries] of Object.entries(SHARED_PACKAGES)) {
    const version = installedVersion(appDir, packageName);
    for (const entry of entries) {
      shared[entry] = {
        singleton: true,
        requiredVersion: version,
        version,
        strictVersion: true,
        eager: false,
      };
    }
  }
  return shared;
}

/**
 * `react-router` resolves to the client-only entry of `react-router-client.mjs`,
 * built from react-router's production files (its package exports only the
 * development build to bundlers).
 */
function routerAliases(appDir) {
  const entry = require.resolve('react-router', { paths: [appDir, __dirname] });
  return {
    'react-router$': path.join(__dirname, 'react-router-client.mjs'),
    'react-router-production-build$': path.join(path.dirname(entry), '../production/index.mjs'),
  };
}

/** Every static file is also written as `.br` and `.gz`, served by `serve-dist.mjs` as the browser accepts. */
function compressionPlugins() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name          federation name, e.g. 'mf_approvals'
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string[]} [options.runtimePlugins] runtime plugin files (host only)
 * @param {string} [options.publicPath]  '/' for the shell (deep links), 'auto' for remotes
 * @param {string} [options.standaloneTitle] a remote's standalone page title; every remote's page
 *   comes from one template, while the shell brings its own `public/index.html`
 */
function createFederatedConfig(options) {
  const { appDir, name, exposes = {}, runtimePlugins = [], publicPath = 'auto', standaloneTitle } = options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: appDir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(appDir, 'dist'),
        publicPath,
        // Entry files keep stable names (the federation runtime templates them); chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // A chunk that does not arrive in 2.5 s fails, so a hung remote reaches the shell's fallback in time.
        chunkLoadTimeout: 2500,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: routerAliases(appDir) },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            // Workspace packages resolve to their real folders (not node_modules), so their
            // TypeScript sources are compiled here too.
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          // CSS goes to .css files: loaded with the chunk that imports it, in the shell and on a remote's own page.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: createSharedConfig(appDir),
          // 'version-first' blanks the whole host before React runs when one registered
          // remote is down; 'loaded-first' lets the failure reach our plugins and boundaries.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // Browser-only bundles: leaves the runtime's Node code paths out of every entry.
          experiments: { optimization: { target: 'web' } },
        }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        ...(production ? compressionPlugins() : []),
        new HtmlWebpackPlugin(
          standaloneTitle
            ? { template: path.join(__dirname, 'standalone-page.ejs'), title: standaloneTitle, chunks: ['main'] }
            : { template: path.join(appDir, 'public/index.html'), chunks: ['main'] },
        ),
      ],
      performance: { hints: false },
    };
  };
}

module.exports = { createFederatedConfig, createSharedConfig, SHARED_PACKAGES };
