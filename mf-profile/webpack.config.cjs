const { createFederatedConfig } = require('@portal/shared-ui/federation');

module.exports = createFederatedConfig({
  appDir: __dirname,
  standaloneTitle: 'Perfil · módulo independiente',
  name: 'mf_profile',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
    // The cards keep the name the shells already released load them by (see the shell's check-remote-cards.ts).
    './widgets': './src/cards.tsx',
  },
});
