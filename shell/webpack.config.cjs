const { createHostConfig } = require('@portal/shared-ui/federation');

// A runtime-only federation host: its runtime plugins are given in `src/federation/federation-host.ts`.
module.exports = createHostConfig({ appDir: __dirname, name: 'portal_shell' });
