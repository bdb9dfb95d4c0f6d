import { rmSync } from 'node:fs';
import path from 'node:path';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { SHELL_URL } from './portal-urls';
import { buildChangedCopy, runInWorkspace as run, WORKSPACE } from './remote-builds';

// The team's next build, made from a copy of the remote's folder with one more screen (kept out of git with releases/).
const NEXT_BUILD = '.next-screen-build';
const nextBuild = path.join(WORKSPACE, 'mf-reports/releases', NEXT_BUILD);
const NEW_SCREEN = "  { screen: 'summary', path: '/informes/resumen', title: 'Resumen de informes', access: 'maySeeReports', nav: { group: 'mi-equipo', order: 61 }, loadError: 'No se ha podido cargar el resumen', load: () => import('./screens/Reports') },\n";

/** The remote's folder as its team would change it: its routes.tsx gains a screen; nothing else anywhere. */
async function buildWithNewScreen(): Promise<string> {
  const copy = await buildChangedCopy('mf-reports', NEXT_BUILD, 'src/routes.tsx', (source) => {
    const at = source.indexOf('[\n', source.indexOf('defineRemoteRoutes(')) + 2;
    return source.slice(0, at) + NEW_SCREEN + source.slice(at);
  });
  return path.join(copy, 'dist');
}

test.afterAll(() => rmSync(nextBuild, { recursive: true, force: true }));

test("a screen a remote's team adds is in the live portal once its release is live, and gone after a roll back", async ({ page }) => {
  test.setTimeout(600_000);
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const { token } = (await (await api.post('/api/remote_deploy_tokens', { data: { remote: 'mf_reports' } })).json()) as { token: string };
  await api.dispose();
  const publish = (args: string[], commit: string) =>
    run('pnpm', ['--silent', 'remote:publish', 'mf-reports', ...args, '--promote'], { PORTAL_URL: SHELL_URL, REMOTE_DEPLOY_TOKEN: token, RELEASE_COMMIT: commit });
  // Commits unique to this run: a release never changes once registered.
  const run1 = Date.now().toString(16).slice(-7);
  const before = `a${run1}`;
  const next = `b${run1}`;

  await publish(['--dist'], before);
  const built = await buildWithNewScreen();
  const { stdout } = await publish(['--build', built], next);
  expect(stdout).toContain(`Publicada mf_reports 1.0.0 (${next})`);

  // No shell rebuild or restart, no file of the shell changed: its menu offers the screen to those its rule admits.
  await logIn(page, ACCOUNTS.admin);
  await openFromMenu(page, 'Resumen de informes');
  await expect(page).toHaveURL(/\/informes\/resumen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen de informes' })).toBeVisible();

  const { stdout: rolledBack } = await run('pnpm', ['--silent', 'remote:rollback', 'mf-reports'], { PORTAL_URL: SHELL_URL, REMOTE_DEPLOY_TOKEN: token });
  expect(rolledBack).toContain('mf_reports: en servicio 1.0.0.');
  const servedEntry = async () => {
    const file = (await (await page.request.get('/config/remotes.json')).json()) as { remotes: { name: string; entry: string }[] };
    return file.remotes.find((remote) => remote.name === 'mf_reports')?.entry;
  };
  await expect.poll(servedEntry).toContain(`/releases/1.0.0-${before}/`);
  await page.goto('/user');
  const menu = page.getByRole('complementary', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Informes', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Resumen de informes' })).toHaveCount(0);
});
