import { checkRemoteRoutes, type RemoteRoutesResult } from './check-remote-routes';
import { loadExposedModule } from './load-exposed-module';
import type { RemoteConfig } from './remotes-config';

export function loadRemoteRoutes(remote: RemoteConfig): Promise<RemoteRoutesResult> {
  return loadExposedModule(remote, 'routes', (module) => checkRemoteRoutes(remote, module));
}
