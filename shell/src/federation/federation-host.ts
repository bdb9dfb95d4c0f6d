/**
 * The shell's one Module Federation runtime instance (a runtime-only host: the
 * shell is built without the plugin, see `createHostConfig` in shared-ui). This
 * module and the runtime are a chunk of their own, fetched by
 * `portal-federation.ts` only when the remote registry is first needed.
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { sharedModules } from 'virtual:portal-shared-modules';
import loadTimeoutsPlugin from './runtime-plugin/load-timeouts';
import offlineRemotePlugin from './runtime-plugin/offline-remote';

export const FEDERATION_HOST_NAME = 'portal_shell';

export function createFederationHost(): ModuleFederation {
  return createInstance({
    name: FEDERATION_HOST_NAME,
    remotes: [],
    // The shell's own React, router, store, toaster and API client: one of each for the whole portal.
    shared: sharedModules,
    // 'version-first' would load every registered remote's entry up front; 'loaded-first'
    // loads a remote when it is needed and lets its failure reach the plugins and boundaries.
    shareStrategy: 'loaded-first',
    plugins: [loadTimeoutsPlugin(), offlineRemotePlugin()],
  });
}
