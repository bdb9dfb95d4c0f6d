const { createFederatedConfig } = require('@portal/shared-ui/federation');

module.exports = createFederatedConfig({
  appDir: __dirname,
  standaloneTitle: 'Herramientas de sistema · módulo independiente',
  name: 'mf_system_tools',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
  },
});
