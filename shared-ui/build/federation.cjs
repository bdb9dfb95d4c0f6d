/**
 * The one webpack + Module Federation configuration factory of the portal.
 *
 * Every remote builds through `createFederatedConfig` and the shell through
 * `createHostConfig`, so the shared singletons (`shared-packages.cjs`), their
 * exact versions, the loaders and the output layout cannot drift between
 * independently deployed bundles.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { declarationIntoManifest } = require('./remote-declaration.cjs');
const { createSharedConfig, hostSharedModulesSource, platformOf, SHARED_PACKAGES } = require('./shared-packages.cjs');

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
 * Scripts that load before the click that runs them ask V8 to compile all their functions when they load (Chrome's
 * explicit compile hints): the shell's (the form's, then the layout's, the home's and the shared modules, fetched
 * while someone types their password) and each remote's `remoteEntry.js` (its federation runtime, fetched then too).
 * Their functions are then compiled off the main thread, not one by one on it between the sign-in's answer and the
 * home. A remote's other scripts are not marked: they load after the click and most of their functions do not run
 * then; compiling them all costs the main thread more than it saves. Added after minification (which would drop the
 * comment) and before the source maps, hashes and compressed copies.
 */
function compileHintPlugin(webpack, test) {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: false,
    test,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * What every app's build has in common: TypeScript through swc, CSS into `.css`
 * files, hashed chunks, precompressed output and the page.
 *
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name          the app's federation name, e.g. 'mf_approvals'
 * @param {string} options.publicPath    '/' for the shell (deep links), 'auto' for remotes
 * @param {string} [options.standaloneTitle] a remote's standalone page title; every remote's page
 *   comes from one template, while the shell brings its own `public/index.html`
 * @param {RegExp} [options.compileHints] the scripts that ask to be compiled whole as they load
 * @param {boolean} production
 */
function appConfig({ appDir, name, publicPath, standaloneTitle, compileHints }, production) {
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
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      ...(production && compileHints ? [compileHintPlugin(require('webpack'), compileHints)] : []),
      ...(production ? compressionPlugins() : []),
      new HtmlWebpackPlugin(
        standaloneTitle
          ? { template: path.join(__dirname, 'standalone-page.ejs'), title: standaloneTitle, chunks: ['main'] }
          : { template: path.join(appDir, 'public/index.html'), chunks: ['main'] },
      ),
    ],
    // swc minifies as small as webpack's default terser (gzipped scripts of mf-reports: 249.0 KB against
    // 250.7 KB) in half its CPU time (16 s against 33 s), and builds run on every deploy and test run.
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })] },
    performance: { hints: false },
  };
}

/** Chunks of a remote that splitting must leave whole: its exposed modules and its home cards. */
const WHOLE_CHUNKS = /^(?:home-cards$|__federation_expose_)/;

/**
 * A remote: the Module Federation plugin with the portal's shared singletons.
 *
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name          federation name, e.g. 'mf_approvals'
 * @param {Record<string,string>} [options.exposes] modules the remote exposes
 * @param {string} [options.standaloneTitle] the remote's standalone page title
 */
function createFederatedConfig(options) {
  const { appDir, name, exposes = {}, standaloneTitle } = options;
  return (_env, argv) => {
    const config = appConfig({ appDir, name, publicPath: 'auto', standaloneTitle, compileHints: /^remoteEntry\.js$/ }, argv.mode !== 'development');
    // A remote's exposed modules and its home cards stay whole, one request each (ADR 039): the parts of shared-ui a
    // remote bundles would otherwise go to chunks they share with the screens, each one more request before a card
    // shows. Only the screens' own chunks share theirs.
    config.optimization = { ...config.optimization, splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !WHOLE_CHUNKS.test(chunk.name ?? '') } };
    config.plugins.unshift(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: createSharedConfig(appDir),
        // 'version-first' blanks the whole host before React runs when one registered
        // remote is down; 'loaded-first' lets the failure reach the shell's plugins and boundaries.
        shareStrategy: 'loaded-first',
        // The remote's routes, menu entries and home cards, from its routes.tsx and cards.tsx (`metaData.portal`).
        manifest: { additionalData: declarationIntoManifest(appDir, name) },
        dts: false,
        // Browser-only bundles: leaves the runtime's Node code paths out of every entry.
        experiments: { optimization: { target: 'web' } },
      }),
    );
    return config;
  };
}

/** Writes `platform.json`: the packages and versions this shell provides to every remote (see `platformOf`). */
function emitPlatform(compiler, appDir) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap('PortalPlatform', (compilation) => {
    compilation.hooks.processAssets.tap({ name: 'PortalPlatform', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
      compilation.emitAsset('platform.json', new sources.RawSource(`${JSON.stringify(platformOf(appDir), null, 2)}\n`));
    });
  });
}

/**
 * The shell: a runtime-only federation host. No plugin, so nothing of the
 * federation runtime is in the entry and `/login` ships React, the router and
 * the form alone. The shell creates its runtime instance when a screen first
 * needs a remote (`import('@module-federation/enhanced/runtime')`), giving it
 * `virtual:portal-shared-modules`: the same singletons as the remotes' plugin,
 * provided from the shell's own bundle.
 *
 * @param {object} options
 * @param {string} options.appDir        the shell's folder
 * @param {string} options.name          its federation name
 */
function createHostConfig({ appDir, name }) {
  return (_env, argv) => {
    const config = appConfig({ appDir, name, publicPath: '/', compileHints: /\.js$/ }, argv.mode !== 'development');
    config.plugins.unshift((compiler) => {
      const { DefinePlugin, experiments } = compiler.webpack;
      new experiments.schemes.VirtualUrlPlugin({ 'portal-shared-modules': { source: () => hostSharedModulesSource(appDir) } }, { context: appDir }).apply(compiler);
      // What the plugin's `experiments.optimization.target: 'web'` does for a remote: no Node code paths.
      new DefinePlugin({ ENV_TARGET: JSON.stringify('web') }).apply(compiler);
      emitPlatform(compiler, appDir);
    });
    return config;
  };
}

module.exports = { createFederatedConfig, createHostConfig, createSharedConfig, SHARED_PACKAGES };
