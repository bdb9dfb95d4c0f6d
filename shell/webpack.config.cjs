const path = require('node:path');
const { createFederatedConfig } = require('@portal/shared-ui/federation');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'portal_shell',
  // Absolute: the shell serves deep links such as /gestion_equipos/3.
  publicPath: '/',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/runtime-plugin/load-timeouts.ts'),
    path.join(__dirname, 'src/federation/runtime-plugin/offline-remote.ts'),
  ],
});
