/** Builds the floor app with the workspace's webpack and swc, production mode, no federation. */
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = (outputPath) => ({
  mode: 'production',
  context: __dirname,
  entry: './index.tsx',
  output: { path: outputPath, publicPath: '/', filename: '[name].[contenthash:8].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          },
        },
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ templateContent: '<!doctype html><html><body><div id="root"></div></body></html>' })],
  performance: { hints: false },
});
