const { createFederatedConfig } = require('@portal/shared-ui/federation');

module.exports = createFederatedConfig({
  appDir: __dirname,
  standaloneTitle: 'Timeline · módulo independiente',
  name: 'mf_timeline',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
    './widgets': './src/widgets.tsx',
  },
});
