const { createFederatedConfig } = require('@portal/shared-ui/federation');

module.exports = createFederatedConfig({
  appDir: __dirname,
  standaloneTitle: 'Aprobaciones · módulo independiente',
  name: 'mf_approvals',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
    './widgets': './src/widgets.tsx',
  },
});
