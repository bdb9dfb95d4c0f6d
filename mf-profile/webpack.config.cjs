const { createFederatedConfig } = require('@portal/shared-ui/federation');

module.exports = createFederatedConfig({
  appDir: __dirname,
  standaloneTitle: 'Perfil · módulo independiente',
  name: 'mf_profile',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
    './widgets': './src/widgets.tsx',
  },
});
