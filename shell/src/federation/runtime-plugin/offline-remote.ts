/**
 * Turns an unreachable remote into a recognisable fallback module instead of a
 * thrown error, so the shell can try the fallback entry and then show its
 * fallback page inside the layout while everything else keeps working.
 *
 * `errorLoadRemote` runs twice for a dead remote: at `afterResolve` a return
 * value would be taken as the manifest (so we return nothing), at `onLoad` the
 * return value becomes the loaded module.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const OFFLINE_REMOTE_MARKER = '__portalOfflineRemote';

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offline-remote-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} failed at ${lifecycle}`, error);
      if (lifecycle !== 'onLoad') return undefined;
      return { [OFFLINE_REMOTE_MARKER]: true, id };
    },
  };
}
