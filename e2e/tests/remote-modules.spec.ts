import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { portalOrigin } from './portal-urls';

/** Two releases of the reports remote, both pointing at its real build, so the portal keeps working whichever is live. */
async function publishTwoReleases(): Promise<[string, string]> {
  const minor = Date.now() % 1_000_000;
  const versions: [string, string] = [`2.${minor}.0`, `2.${minor}.1`];
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  for (const [index, version] of versions.entries()) {
    const published = await api.post('/api/remote_releases', {
      data: {
        remote: 'mf_reports',
        version,
        commit: `${index}abc${minor.toString(16)}`.padEnd(7, '0').slice(0, 12),
        builtAt: new Date().toISOString(),
        entry: `${portalOrigin(3103)}/mf-manifest.json`,
        // Nothing taken from the shell: the compatibility gate has nothing to refuse.
        needs: [],
      },
    });
    expect(published.status(), await published.text()).toBe(201);
  }
  await api.dispose();
  return versions;
}

test("an admin puts a release of a remote in service from 'Módulos', rolls back, and reads it in the history", async ({ page }) => {
  const [first, second] = await publishTwoReleases();
  await logIn(page, ACCOUNTS.admin, '/admin');
  const reports = page.getByRole('region', { name: 'Módulos' }).getByRole('article', { name: /^Informes/ });
  const release = (version: string) => reports.getByRole('listitem', { name: `Versión ${version}` });

  const promoted = page.waitForResponse((response) => response.url().endsWith('/api/remote_modules/mf_reports/promotion'));
  await release(first).getByRole('button', { name: 'Poner en servicio' }).click();
  const answer = await promoted;
  expect(answer.status(), await answer.text()).toBe(200);
  // The toast; the history, refreshed by then, holds the same words.
  await expect(page.getByRole('status').filter({ hasText: `Versión ${first} en servicio` })).toBeVisible();
  await expect(release(first).getByText('En servicio')).toBeVisible();

  await release(second).getByRole('button', { name: 'Poner en servicio' }).click();
  await expect(release(second).getByText('En servicio')).toBeVisible();
  await expect(reports.locator('.module-live-version')).toHaveText(second);

  await reports.getByRole('button', { name: 'Volver a la versión anterior' }).click();
  const question = page.getByRole('dialog', { name: 'Volver a la versión anterior' });
  await question.getByRole('button', { name: 'Volver a la versión anterior' }).click();
  await expect(question).toBeHidden();
  await expect(reports.locator('.module-live-version')).toHaveText(first);
  await expect(release(first).getByText('En servicio')).toBeVisible();

  await reports.getByText(/^Historial/).click();
  const history = reports.getByRole('list', { name: /^Historial/ });
  await expect(history.getByRole('listitem').nth(0)).toContainText(`Vuelta a la versión ${first} (retirada ${second})`);
  await expect(history.getByRole('listitem').nth(1)).toContainText(`Versión ${second} en servicio (antes ${first})`);
  await expect(history.getByRole('listitem').nth(2)).toContainText(`Versión ${first} en servicio`);
  await expect(history.getByRole('listitem').nth(3)).toContainText(`Publicada la versión ${second}`);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Pilar Ortega Vidal');
});

const DEMO_MODULES = ['Aprobaciones', 'Perfil', 'Organización', 'Timeline', 'Informes', 'Herramientas de sistema'];
const UNAVAILABLE = 'Este módulo no está disponible en este momento.';

/** Leaves the timeline remote on whatever a failed run left behind: the tests after this one use it. */
test.afterEach(async () => {
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const state = await api.get('/api/remote_modules/mf_timeline');
  const module = state.ok() ? ((await state.json()) as { enabled: boolean; revision: number }) : null;
  if (module && !module.enabled) await api.patch('/api/remote_modules/mf_timeline', { data: { enabled: true, revision: module.revision }, headers: { 'Content-Type': 'application/merge-patch+json' } });
  await api.dispose();
});

test("an admin finds every remote of the environment in 'Módulos', switches one with no release off and on, and the portal follows", async ({ page }) => {
  await logIn(page, ACCOUNTS.admin, '/admin');
  const modules = page.getByRole('region', { name: 'Módulos' });
  for (const name of DEMO_MODULES) await expect(modules.getByRole('article', { name: new RegExp(`^${name} mf_`) })).toBeVisible();
  const timeline = modules.getByRole('article', { name: /^Timeline/ });
  await expect(timeline.getByText('Sin versiones publicadas: se sirve la del archivo del entorno.')).toBeVisible();
  await expect(timeline.getByRole('group', { name: 'Publicación gradual' })).toHaveCount(0);
  const toggle = timeline.getByRole('switch', { name: 'Activo' });
  await expect(toggle).toBeChecked();

  await toggle.click();
  await page.getByRole('dialog', { name: 'Desactivar Timeline' }).getByRole('button', { name: 'Desactivar' }).click();
  await expect(toggle).not.toBeChecked();
  // A page opened now gets the file with the switch: the shell's server reads the registry again within a second.
  await expect(async () => {
    await page.goto('/timeline');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Actividad del día' })).toHaveCount(0);
  await page.goto('/user');
  await expect(page.getByTestId('portal-modules')).toHaveText('5 de 6 activos');

  await page.goto('/admin');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  // The toast: the histories, folded, may hold the same words from earlier switches.
  await expect(page.getByRole('status').filter({ hasText: /^Módulo activado$/ })).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(async () => {
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});
