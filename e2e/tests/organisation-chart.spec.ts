import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { markDocument, wasReloaded } from './live-helpers';

const tree = (page: import('@playwright/test').Page) => page.getByRole('tree', { name: 'Estructura de la organización' });

test.describe('the organisation chart', () => {
  test('a member opens /organizacion, finds a colleague and opens their profile', async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await openFromMenu(page, 'Organización');
    await expect(page.getByRole('heading', { name: 'Organización' })).toBeVisible();
    await expect(tree(page).getByRole('treeitem', { name: /^Tecnología/ })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('searchbox', { name: 'Buscar persona o unidad' }).fill('luis mar');
    await page.getByRole('button', { name: /^Luis Martín Gómez · Persona/ }).click();
    const luis = tree(page).getByRole('treeitem', { name: /^Luis Martín/ });
    await expect(luis).toBeFocused();
    await expect(tree(page).getByRole('treeitem', { name: /^Operaciones/ })).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('link', { name: /^Ver perfil Luis Martín/ }).click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(page.getByRole('heading', { name: /Luis Martín/ })).toBeVisible();
  });

  test('a membership change shows within 2 s, without a reload', async ({ page }) => {
    const { api } = await apiSessionFor(ACCOUNTS.admin);
    const { api: luisApi, userId: luisId } = await apiSessionFor('luis.martin@empresa.es');
    await luisApi.dispose();
    const teams = (await (await api.get('/api/teams')).json())['hydra:member'] as { id: number; name: string }[];
    const soporte = teams.find((team) => team.name === 'Soporte')?.id;
    try {
      await logIn(page, ACCOUNTS.member, '/organizacion');
      await page.getByRole('searchbox', { name: 'Buscar persona o unidad' }).fill('Soporte');
      await page.getByRole('button', { name: /^Soporte · Equipo/ }).click();
      await tree(page).getByRole('treeitem', { name: /^Soporte/ }).press('ArrowRight');
      const luisInSoporte = tree(page).locator(`[data-key="t${soporte}/p${luisId}"]`);
      await expect(luisInSoporte).toHaveCount(0);
      await markDocument(page);

      const added = await api.put('/api/user_team_add', { data: { user_id: luisId, team_id: soporte } });
      expect(added.ok()).toBe(true);
      await expect(luisInSoporte).toBeVisible({ timeout: 2000 });
      expect(await wasReloaded(page)).toBe(false);
    } finally {
      await api.put('/api/user_team_del', { data: { user_id: luisId, team_id: soporte } });
      await api.dispose();
    }
  });
});
