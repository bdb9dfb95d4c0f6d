/**
 * Contract check: every remote's `./routes` module, as built from its source,
 * satisfies what this environment's remotes file promises the shell (paths,
 * access rules, a screen per route).
 */
import { readFileSync } from 'node:fs';
import { isAccessRuleName } from '@portal/shared-ui';
import path from 'node:path';
import { routes as approvalsRoutes } from '../../../mf-approvals/src/routes';
import { routes as orgAdminRoutes } from '../../../mf-org-admin/src/routes';
import { routes as profileRoutes } from '../../../mf-profile/src/routes';
import { routes as reportsRoutes } from '../../../mf-reports/src/routes';
import { routes as systemToolsRoutes } from '../../../mf-system-tools/src/routes';
import { routes as timelineRoutes } from '../../../mf-timeline/src/routes';
import { checkAccessRules } from './check-access-rules';
import { checkRemoteRoutes } from './check-remote-routes';
import { parseRemotesConfig } from './remotes-config';

const REMOTE_ROUTE_MODULES: Record<string, { routes: unknown }> = {
  mf_approvals: { routes: approvalsRoutes },
  mf_org_admin: { routes: orgAdminRoutes },
  mf_profile: { routes: profileRoutes },
  mf_reports: { routes: reportsRoutes },
  mf_system_tools: { routes: systemToolsRoutes },
  mf_timeline: { routes: timelineRoutes },
};

const config = checkAccessRules(
  parseRemotesConfig(JSON.parse(readFileSync(path.join(__dirname, '../../config/remotes.json'), 'utf8'))),
  isAccessRuleName,
);

describe("the default remotes file and the remotes' route modules", () => {
  it('has no configuration problems', () => {
    expect(config.problems).toEqual([]);
  });

  it.each(config.remotes.map((remote) => [remote.name, remote] as const))('%s exports the routes the shell expects', (name, remote) => {
    const module = REMOTE_ROUTE_MODULES[name];
    expect(module).toBeDefined();
    expect(checkRemoteRoutes(remote, module as Record<string, unknown>)).toMatchObject({ ok: true });
  });

  it('refuses a module whose access rule differs from the configuration', () => {
    const [remote] = config.remotes;
    if (!remote) throw new Error('no remote configured');
    const tampered = approvalsRoutes.map((route) => ({ ...route, handle: { ...route.handle, access: 'isAuthenticated' } }));
    expect(checkRemoteRoutes(remote, { routes: tampered })).toMatchObject({ ok: false });
  });
});
