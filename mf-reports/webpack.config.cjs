const { createFederatedConfig } = require('@portal/shared-ui/federation');

module.exports = createFederatedConfig({
  appDir: __dirname,
  standaloneTitle: 'Informes · módulo independiente',
  name: 'mf_reports',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
  },
});
