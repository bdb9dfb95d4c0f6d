import { checkRemoteWidgets, type RemoteWidgetsResult } from './check-remote-widgets';
import { loadExposedModule } from './load-exposed-module';
import type { RemoteConfig } from './remotes-config';

/** A remote's `./widgets`, with the same deadline and fallback entry as its routes. */
export function loadRemoteWidgets(remote: RemoteConfig): Promise<RemoteWidgetsResult> {
  return loadExposedModule(remote, 'widgets', (module) => checkRemoteWidgets(remote, module));
}
