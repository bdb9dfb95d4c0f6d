/**
 * The remote registry of this tab: the environment's remotes file, validated,
 * with the tab's development overrides and the access-rule check, registered
 * with the federation runtime. Loaded once, on the first page that needs it
 * (the layout or a remote's path), never to show `/login` (only once someone
 * types there, see `warmUpHome`).
 */
import { isAccessRuleName } from '@portal/shared-ui';
import { checkAccessRules } from './check-access-rules';
import { loadRemotesConfig } from './load-remotes-config';
import { registerEnabledRemotes } from './portal-federation';
import { followReleaseChanges } from './release-changes';
import { reportScreenFaults } from './release-reports';
import type { RemotesConfig } from './remotes-config';

let registry: Promise<RemotesConfig> | null = null;

export function loadPortalRegistry(): Promise<RemotesConfig> {
  registry ??= loadRemotesConfig().then((loaded) => {
    const config = checkAccessRules(loaded, isAccessRuleName);
    for (const problem of config.problems) console.warn(`[remotes.json] ${problem}`);
    registerEnabledRemotes(config.remotes);
    followReleaseChanges(config.remotes);
    reportScreenFaults(config.remotes);
    return config;
  });
  return registry;
}
