import { checkRemoteCards, HOME_CARDS_EXPOSE, type RemoteCardsResult } from './check-remote-cards';
import { loadExposedModule } from './load-exposed-module';
import type { RemoteConfig } from './remotes-config';

/** A remote's home cards (its `./widgets`), with the same deadline and fallback entry as its routes. */
export function loadRemoteCards(remote: RemoteConfig): Promise<RemoteCardsResult> {
  return loadExposedModule(remote, HOME_CARDS_EXPOSE, (module) => checkRemoteCards(remote, module));
}
