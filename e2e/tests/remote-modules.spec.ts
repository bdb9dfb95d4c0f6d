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
  await logIn(page, ACCOUNTS.admin);
  await page.goto('/admin');
  const reports = page.getByRole('region', { name: 'Módulos' }).getByRole('article', { name: /^Informes/ });
  const release = (version: string) => reports.getByRole('listitem', { name: `Versión ${version}` });

  const promoted = page.waitForResponse((response) => response.url().endsWith('/api/remote_modules/mf_reports/promotion'));
  await release(first).getByRole('button', { name: 'Poner en servicio' }).click();
  const answer = await promoted;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText(`Versión ${first} en servicio`, { exact: true })).toBeVisible();
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
