/**
 * Shell entry. Nothing shared (React, the router, shared-ui...) may be imported
 * here: the federation runtime negotiates shared singletons first. The entry
 * reads the environment's remotes file, registers the enabled remotes, then
 * hands over to the React app.
 */
import { loadRemotesConfig } from './federation/load-remotes-config';
import { registerEnabledRemotes } from './federation/register-remotes';

async function start() {
  const config = await loadRemotesConfig();
  registerEnabledRemotes(config.remotes);
  const { bootstrap } = await import('./bootstrap');
  bootstrap(config);
}

void start();
