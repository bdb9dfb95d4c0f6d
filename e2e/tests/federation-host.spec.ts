import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';

/**
 * Singletons the schedule-change screen and the manager's home cards load: a second copy would split the session, the
 * router, the toaster or the cards' query cache. (The screen's hooks come through shared-ui's decision list, so it
 * takes React's JSX runtime, not `react`; the cards read the shell's query cache through `@tanstack/react-query`.)
 * shared-ui is last: it holds no state, each remote bundles its own, so it must not be in the share scope at all.
 */
const SINGLETONS = ['react/jsx-runtime', 'react-router', '@portal/shared-api', '@tanstack/react-query'];
const BUNDLED = '@portal/shared-ui';

test("/login runs without the federation runtime; a remote screen then runs on the shell's own singletons", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);

  await logIn(page, ACCOUNTS.departmentManager);
  await openFromMenu(page, 'Cambios de horario');
  await expect(page.getByRole('heading', { name: 'Cambios de horario pendientes' })).toBeVisible();
  const shares = await page.evaluate((names) => {
    type Share = { from: string; get: unknown; useIn: string[] };
    type Instance = { name: string; options: { shared: Record<string, Share[]> }; shareScopeMap: { default: Record<string, Record<string, Share>> } };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    const shell = instances.find((instance) => instance.name === 'portal_shell');
    return names.map((name) => {
      const versions = Object.values(shell?.shareScopeMap.default[name] ?? {});
      const provided = shell?.options.shared[name]?.find((share) => share.from === 'portal_shell');
      // The one version in the scope must hand out the module the shell provides from its own bundle.
      return { name, versions: versions.length, fromShell: Boolean(provided) && versions[0]?.get === provided?.get, useIn: versions[0]?.useIn ?? [] };
    });
  }, [...SINGLETONS, BUNDLED]);
  const bundled = shares.pop();
  for (const share of shares) {
    expect(share, share.name).toMatchObject({ versions: 1, fromShell: true });
    expect(share.useIn, share.name).toContain('mf_approvals');
  }
  expect(bundled).toMatchObject({ name: BUNDLED, versions: 0, fromShell: false });
});
